/**
* | output |
* | --- |
* | "The current password is not right." |
*
* @param {Api_Current_Password_WrongInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_current_password_wrong: ((inputs?: Api_Current_Password_WrongInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Current_Password_WrongInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Current_Password_WrongInputs = {};
