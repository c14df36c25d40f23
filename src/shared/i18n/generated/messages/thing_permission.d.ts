/**
* | output |
* | --- |
* | "permission" |
*
* @param {Thing_PermissionInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const thing_permission: ((inputs?: Thing_PermissionInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thing_PermissionInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thing_PermissionInputs = {};
