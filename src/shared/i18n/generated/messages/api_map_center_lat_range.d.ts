/**
* | output |
* | --- |
* | "The map centre latitude must be between -90 and 90." |
*
* @param {Api_Map_Center_Lat_RangeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_map_center_lat_range: ((inputs?: Api_Map_Center_Lat_RangeInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Map_Center_Lat_RangeInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Map_Center_Lat_RangeInputs = {};
