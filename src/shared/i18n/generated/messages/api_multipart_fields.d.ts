/**
* | output |
* | --- |
* | "The request holds too many fields." |
*
* @param {Api_Multipart_FieldsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_multipart_fields: ((inputs?: Api_Multipart_FieldsInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Multipart_FieldsInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Multipart_FieldsInputs = {};
