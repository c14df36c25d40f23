/**
* | output |
* | --- |
* | "Enter your current password." |
*
* @param {Api_Current_Password_EnterInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_current_password_enter: ((inputs?: Api_Current_Password_EnterInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Current_Password_EnterInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Current_Password_EnterInputs = {};
