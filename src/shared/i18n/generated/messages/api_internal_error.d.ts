/**
* | output |
* | --- |
* | "Internal server error." |
*
* @param {Api_Internal_ErrorInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_internal_error: ((inputs?: Api_Internal_ErrorInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Internal_ErrorInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Internal_ErrorInputs = {};
