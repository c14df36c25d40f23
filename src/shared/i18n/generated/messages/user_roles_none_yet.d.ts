/**
* | output |
* | --- |
* | "There are no roles yet." |
*
* @param {User_Roles_None_YetInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_roles_none_yet: ((inputs?: User_Roles_None_YetInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<User_Roles_None_YetInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type User_Roles_None_YetInputs = {};
