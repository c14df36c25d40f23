/**
* | output |
* | --- |
* | "One or more of the chosen roles no longer exist." |
*
* @param {Api_Roles_GoneInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_roles_gone: ((inputs?: Api_Roles_GoneInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Roles_GoneInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Roles_GoneInputs = {};
