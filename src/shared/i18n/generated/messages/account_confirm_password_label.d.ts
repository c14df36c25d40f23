/**
* | output |
* | --- |
* | "Confirm New Password" |
*
* @param {Account_Confirm_Password_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const account_confirm_password_label: ((inputs?: Account_Confirm_Password_LabelInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Confirm_Password_LabelInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Confirm_Password_LabelInputs = {};
