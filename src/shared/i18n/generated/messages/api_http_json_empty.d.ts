/**
* | output |
* | --- |
* | "The body cannot be empty when its content-type is 'application/json'." |
*
* @param {Api_Http_Json_EmptyInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_http_json_empty: ((inputs?: Api_Http_Json_EmptyInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Http_Json_EmptyInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Http_Json_EmptyInputs = {};
