/**
* | output |
* | --- |
* | "Change password" |
*
* @param {Header_Change_PasswordInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const header_change_password: ((inputs?: Header_Change_PasswordInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Header_Change_PasswordInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Header_Change_PasswordInputs = {};
