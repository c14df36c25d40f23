/**
* | output |
* | --- |
* | "You do not have permission to do this. Ask an administrator if you need access." |
*
* @param {Error_Forbidden_TextInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const error_forbidden_text: ((inputs?: Error_Forbidden_TextInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Forbidden_TextInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Forbidden_TextInputs = {};
