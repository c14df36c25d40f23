/**
* | output |
* | --- |
* | "bbox must be four numbers: minLon,minLat,maxLon,maxLat (or six with heights)." |
*
* @param {Api_Ogc_Bbox_NumbersInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_ogc_bbox_numbers: ((inputs?: Api_Ogc_Bbox_NumbersInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Ogc_Bbox_NumbersInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Ogc_Bbox_NumbersInputs = {};
