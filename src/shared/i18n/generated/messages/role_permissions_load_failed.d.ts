/**
* | output |
* | --- |
* | "The permissions could not be loaded" |
*
* @param {Role_Permissions_Load_FailedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const role_permissions_load_failed: ((inputs?: Role_Permissions_Load_FailedInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Role_Permissions_Load_FailedInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Role_Permissions_Load_FailedInputs = {};
