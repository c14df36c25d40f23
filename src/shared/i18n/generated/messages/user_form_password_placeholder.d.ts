/**
* | output |
* | --- |
* | "Leave blank to keep the current password" |
*
* @param {User_Form_Password_PlaceholderInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_form_password_placeholder: ((inputs?: User_Form_Password_PlaceholderInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<User_Form_Password_PlaceholderInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type User_Form_Password_PlaceholderInputs = {};
