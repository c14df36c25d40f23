/**
* | output |
* | --- |
* | "The new password and its confirmation do not match." |
*
* @param {Api_Password_ConfirmationInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_password_confirmation: ((inputs?: Api_Password_ConfirmationInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Password_ConfirmationInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Password_ConfirmationInputs = {};
