/**
* | output |
* | --- |
* | "'{name}' is a system permission and cannot be renamed." |
*
* @param {Api_System_Permission_RenameInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_system_permission_rename: ((inputs: Api_System_Permission_RenameInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_System_Permission_RenameInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_System_Permission_RenameInputs = {
    name: NonNullable<unknown>;
};
