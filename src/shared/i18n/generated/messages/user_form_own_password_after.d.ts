/**
* | output |
* | --- |
* | "." |
*
* @param {User_Form_Own_Password_AfterInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_form_own_password_after: ((inputs?: User_Form_Own_Password_AfterInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<User_Form_Own_Password_AfterInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type User_Form_Own_Password_AfterInputs = {};
