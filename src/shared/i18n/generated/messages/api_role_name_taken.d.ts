/**
* | output |
* | --- |
* | "The role name has already been taken." |
*
* @param {Api_Role_Name_TakenInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_role_name_taken: ((inputs?: Api_Role_Name_TakenInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Role_Name_TakenInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Role_Name_TakenInputs = {};
