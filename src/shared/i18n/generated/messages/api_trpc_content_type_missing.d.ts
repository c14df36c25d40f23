/**
* | output |
* | --- |
* | "The content-type header is missing." |
*
* @param {Api_Trpc_Content_Type_MissingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_trpc_content_type_missing: ((inputs?: Api_Trpc_Content_Type_MissingInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Trpc_Content_Type_MissingInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Trpc_Content_Type_MissingInputs = {};
