/**
* | output |
* | --- |
* | "User management" |
*
* @param {Nav_Users_ManagementInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const nav_users_management: ((inputs?: Nav_Users_ManagementInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Users_ManagementInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Users_ManagementInputs = {};
