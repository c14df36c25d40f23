/**
* | output |
* | --- |
* | "Send uploads with a Content-Length." |
*
* @param {Api_Content_Length_NeededInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_content_length_needed: ((inputs?: Api_Content_Length_NeededInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Content_Length_NeededInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Content_Length_NeededInputs = {};
