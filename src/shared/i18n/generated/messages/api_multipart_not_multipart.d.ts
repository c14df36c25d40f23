/**
* | output |
* | --- |
* | "The request is not multipart." |
*
* @param {Api_Multipart_Not_MultipartInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_multipart_not_multipart: ((inputs?: Api_Multipart_Not_MultipartInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Multipart_Not_MultipartInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Multipart_Not_MultipartInputs = {};
