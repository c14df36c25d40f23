/**
* | output |
* | --- |
* | "Manage users and their roles" |
*
* @param {Dash_Manage_Users_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_manage_users_hint: ((inputs?: Dash_Manage_Users_HintInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Manage_Users_HintInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Manage_Users_HintInputs = {};
