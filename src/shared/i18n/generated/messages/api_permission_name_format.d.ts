/**
* | output |
* | --- |
* | "Use lowercase letters, digits and hyphens, for example maps-export." |
*
* @param {Api_Permission_Name_FormatInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_permission_name_format: ((inputs?: Api_Permission_Name_FormatInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Permission_Name_FormatInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Permission_Name_FormatInputs = {};
