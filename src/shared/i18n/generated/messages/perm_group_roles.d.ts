/**
* | output |
* | --- |
* | "Roles" |
*
* @param {Perm_Group_RolesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_group_roles: ((inputs?: Perm_Group_RolesInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Perm_Group_RolesInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Perm_Group_RolesInputs = {};
