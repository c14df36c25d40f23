/**
* | output |
* | --- |
* | "Unauthenticated." |
*
* @param {Api_UnauthenticatedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_unauthenticated: ((inputs?: Api_UnauthenticatedInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_UnauthenticatedInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_UnauthenticatedInputs = {};
