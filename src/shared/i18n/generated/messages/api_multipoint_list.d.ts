/**
* | output |
* | --- |
* | "A multipoint must be a list of positions." |
*
* @param {Api_Multipoint_ListInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_multipoint_list: ((inputs?: Api_Multipoint_ListInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Multipoint_ListInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Multipoint_ListInputs = {};
