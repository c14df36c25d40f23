/**
* | output |
* | --- |
* | "Number of Permissions" |
*
* @param {Role_Col_Permissions_CountInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const role_col_permissions_count: ((inputs?: Role_Col_Permissions_CountInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Role_Col_Permissions_CountInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Role_Col_Permissions_CountInputs = {};
