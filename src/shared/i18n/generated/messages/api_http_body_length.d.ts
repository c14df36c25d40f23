/**
* | output |
* | --- |
* | "The request body size did not match its Content-Length." |
*
* @param {Api_Http_Body_LengthInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_http_body_length: ((inputs?: Api_Http_Body_LengthInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Http_Body_LengthInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Http_Body_LengthInputs = {};
