/**
* | output |
* | --- |
* | "Permissions" |
*
* @param {Perm_Group_PermissionsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_group_permissions: ((inputs?: Perm_Group_PermissionsInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Perm_Group_PermissionsInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Perm_Group_PermissionsInputs = {};
