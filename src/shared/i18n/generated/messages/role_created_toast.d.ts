/**
* | output |
* | --- |
* | "Role created successfully!" |
*
* @param {Role_Created_ToastInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const role_created_toast: ((inputs?: Role_Created_ToastInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Role_Created_ToastInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Role_Created_ToastInputs = {};
