/**
* | output |
* | --- |
* | "At least 8 characters." |
*
* @param {Account_Password_Min_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const account_password_min_hint: ((inputs?: Account_Password_Min_HintInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Password_Min_HintInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Password_Min_HintInputs = {};
