/**
* | output |
* | --- |
* | "The map centre longitude must be a number." |
*
* @param {Api_Map_Center_Lng_NumberInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_map_center_lng_number: ((inputs?: Api_Map_Center_Lng_NumberInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Map_Center_Lng_NumberInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Map_Center_Lng_NumberInputs = {};
