/**
* | output |
* | --- |
* | "The permission name may not be longer than 100 characters." |
*
* @param {Api_Permission_Name_LongInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_permission_name_long: ((inputs?: Api_Permission_Name_LongInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Permission_Name_LongInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Permission_Name_LongInputs = {};
