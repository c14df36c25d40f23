/**
* | output |
* | --- |
* | "The body is not valid JSON, but its content-type is 'application/json'." |
*
* @param {Api_Http_Json_InvalidInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_http_json_invalid: ((inputs?: Api_Http_Json_InvalidInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Http_Json_InvalidInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Http_Json_InvalidInputs = {};
