/**
* | output |
* | --- |
* | "Only POST requests are supported for multipart/form-data." |
*
* @param {Api_Trpc_Multipart_PostInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_trpc_multipart_post: ((inputs?: Api_Trpc_Multipart_PostInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Trpc_Multipart_PostInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Trpc_Multipart_PostInputs = {};
