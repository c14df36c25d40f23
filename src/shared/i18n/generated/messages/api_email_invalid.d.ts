/**
* | output |
* | --- |
* | "Enter a valid email address." |
*
* @param {Api_Email_InvalidInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_email_invalid: ((inputs?: Api_Email_InvalidInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Email_InvalidInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Email_InvalidInputs = {};
