/**
* | output |
* | --- |
* | "The map centre longitude must be between -180 and 180." |
*
* @param {Api_Map_Center_Lng_RangeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_map_center_lng_range: ((inputs?: Api_Map_Center_Lng_RangeInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Map_Center_Lng_RangeInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Map_Center_Lng_RangeInputs = {};
