/**
* | output |
* | --- |
* | "This version has nothing to restore; a deleted record comes back from \"Recently deleted\"." |
*
* @param {Api_Version_Nothing_To_RestoreInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_version_nothing_to_restore: ((inputs?: Api_Version_Nothing_To_RestoreInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Version_Nothing_To_RestoreInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Version_Nothing_To_RestoreInputs = {};
