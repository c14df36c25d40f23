/**
* | output |
* | --- |
* | "Enter your current password to change your email." |
*
* @param {Api_Email_Needs_PasswordInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_email_needs_password: ((inputs?: Api_Email_Needs_PasswordInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Email_Needs_PasswordInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Email_Needs_PasswordInputs = {};
