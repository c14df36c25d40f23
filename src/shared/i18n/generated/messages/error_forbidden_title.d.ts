/**
* | output |
* | --- |
* | "403 - Forbidden" |
*
* @param {Error_Forbidden_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const error_forbidden_title: ((inputs?: Error_Forbidden_TitleInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Forbidden_TitleInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Forbidden_TitleInputs = {};
