/**
* | output |
* | --- |
* | "Choose permissions from the list." |
*
* @param {Api_Choose_PermissionsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_choose_permissions: ((inputs?: Api_Choose_PermissionsInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Choose_PermissionsInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Choose_PermissionsInputs = {};
