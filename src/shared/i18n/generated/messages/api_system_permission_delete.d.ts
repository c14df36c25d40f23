/**
* | output |
* | --- |
* | "'{name}' is a system permission and cannot be deleted." |
*
* @param {Api_System_Permission_DeleteInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_system_permission_delete: ((inputs: Api_System_Permission_DeleteInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_System_Permission_DeleteInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_System_Permission_DeleteInputs = {
    name: NonNullable<unknown>;
};
