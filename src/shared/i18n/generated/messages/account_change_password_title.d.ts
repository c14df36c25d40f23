/**
* | output |
* | --- |
* | "Change Password" |
*
* @param {Account_Change_Password_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const account_change_password_title: ((inputs?: Account_Change_Password_TitleInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Change_Password_TitleInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Change_Password_TitleInputs = {};
