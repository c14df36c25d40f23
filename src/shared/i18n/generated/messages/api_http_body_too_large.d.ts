/**
* | output |
* | --- |
* | "The request body is too large." |
*
* @param {Api_Http_Body_Too_LargeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_http_body_too_large: ((inputs?: Api_Http_Body_Too_LargeInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Http_Body_Too_LargeInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Http_Body_Too_LargeInputs = {};
