/**
* | output |
* | --- |
* | "Unsupported media type." |
*
* @param {Api_Http_Media_TypeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_http_media_type: ((inputs?: Api_Http_Media_TypeInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Http_Media_TypeInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Http_Media_TypeInputs = {};
