/**
* | output |
* | --- |
* | "This role was changed since you opened it." |
*
* @param {Api_Conflict_RoleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_conflict_role: ((inputs?: Api_Conflict_RoleInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Conflict_RoleInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Conflict_RoleInputs = {};
