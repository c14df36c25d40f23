/**
* | output |
* | --- |
* | "The multipart data ended unexpectedly." |
*
* @param {Api_Multipart_EndInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_multipart_end: ((inputs?: Api_Multipart_EndInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Multipart_EndInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Multipart_EndInputs = {};
