/**
* | output |
* | --- |
* | "Your own email changes only with your current password." |
*
* @param {User_Form_Current_Password_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_form_current_password_hint: ((inputs?: User_Form_Current_Password_HintInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<User_Form_Current_Password_HintInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type User_Form_Current_Password_HintInputs = {};
