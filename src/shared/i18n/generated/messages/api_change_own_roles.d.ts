/**
* | output |
* | --- |
* | "You cannot change your own roles; another administrator can." |
*
* @param {Api_Change_Own_RolesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_change_own_roles: ((inputs?: Api_Change_Own_RolesInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Change_Own_RolesInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Change_Own_RolesInputs = {};
