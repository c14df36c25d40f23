/**
* | output |
* | --- |
* | "Password changed successfully!" |
*
* @param {Account_Password_Changed_ToastInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const account_password_changed_toast: ((inputs?: Account_Password_Changed_ToastInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Password_Changed_ToastInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Password_Changed_ToastInputs = {};
