/**
* | output |
* | --- |
* | "Use 3 to 50 letters, digits, dots, hyphens or underscores." |
*
* @param {Api_Username_FormatInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_username_format: ((inputs?: Api_Username_FormatInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Username_FormatInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Username_FormatInputs = {};
