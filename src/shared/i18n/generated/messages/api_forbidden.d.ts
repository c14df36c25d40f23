/**
* | output |
* | --- |
* | "You do not have permission to perform this action." |
*
* @param {Api_ForbiddenInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_forbidden: ((inputs?: Api_ForbiddenInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_ForbiddenInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_ForbiddenInputs = {};
