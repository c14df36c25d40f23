/**
* | output |
* | --- |
* | "The request holds too many files." |
*
* @param {Api_Multipart_FilesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_multipart_files: ((inputs?: Api_Multipart_FilesInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Multipart_FilesInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Multipart_FilesInputs = {};
