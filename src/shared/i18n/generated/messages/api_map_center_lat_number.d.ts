/**
* | output |
* | --- |
* | "The map centre latitude must be a number." |
*
* @param {Api_Map_Center_Lat_NumberInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_map_center_lat_number: ((inputs?: Api_Map_Center_Lat_NumberInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Map_Center_Lat_NumberInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Map_Center_Lat_NumberInputs = {};
