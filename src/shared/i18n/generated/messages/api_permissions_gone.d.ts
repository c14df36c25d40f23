/**
* | output |
* | --- |
* | "One or more of the chosen permissions no longer exist." |
*
* @param {Api_Permissions_GoneInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_permissions_gone: ((inputs?: Api_Permissions_GoneInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Permissions_GoneInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Permissions_GoneInputs = {};
