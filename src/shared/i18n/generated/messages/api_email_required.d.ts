/**
* | output |
* | --- |
* | "The email is required." |
*
* @param {Api_Email_RequiredInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_email_required: ((inputs?: Api_Email_RequiredInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Email_RequiredInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Email_RequiredInputs = {};
