/**
* | output |
* | --- |
* | "A prototype property is not allowed as a field name." |
*
* @param {Api_Multipart_PrototypeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_multipart_prototype: ((inputs?: Api_Multipart_PrototypeInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Multipart_PrototypeInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Multipart_PrototypeInputs = {};
