/**
* | output |
* | --- |
* | "Your other sessions end when the password changes." |
*
* @param {Account_Change_Password_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const account_change_password_subtitle: ((inputs?: Account_Change_Password_SubtitleInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Change_Password_SubtitleInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Change_Password_SubtitleInputs = {};
