/**
* | output |
* | --- |
* | "The map zoom must be a number." |
*
* @param {Api_Map_Zoom_NumberInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_map_zoom_number: ((inputs?: Api_Map_Zoom_NumberInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Map_Zoom_NumberInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Map_Zoom_NumberInputs = {};
