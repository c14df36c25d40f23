/**
* | output |
* | --- |
* | "The permission name is required." |
*
* @param {Api_Permission_Name_RequiredInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_permission_name_required: ((inputs?: Api_Permission_Name_RequiredInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Permission_Name_RequiredInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Permission_Name_RequiredInputs = {};
