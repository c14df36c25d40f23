/**
* | output |
* | --- |
* | "Your own roles are changed by another administrator." |
*
* @param {User_Form_Own_Roles_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_form_own_roles_hint: ((inputs?: User_Form_Own_Roles_HintInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<User_Form_Own_Roles_HintInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type User_Form_Own_Roles_HintInputs = {};
