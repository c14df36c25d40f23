/**
* | output |
* | --- |
* | "The map zoom must be between 0 and 22." |
*
* @param {Api_Map_Zoom_RangeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_map_zoom_range: ((inputs?: Api_Map_Zoom_RangeInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Map_Zoom_RangeInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Map_Zoom_RangeInputs = {};
