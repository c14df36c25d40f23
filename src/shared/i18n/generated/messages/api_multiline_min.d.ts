/**
* | output |
* | --- |
* | "A multiline needs at least one line." |
*
* @param {Api_Multiline_MinInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_multiline_min: ((inputs?: Api_Multiline_MinInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Multiline_MinInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Multiline_MinInputs = {};
