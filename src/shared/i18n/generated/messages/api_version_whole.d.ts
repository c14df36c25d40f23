/**
* | output |
* | --- |
* | "The version must be a whole number." |
*
* @param {Api_Version_WholeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_version_whole: ((inputs?: Api_Version_WholeInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Version_WholeInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Version_WholeInputs = {};
