/**
* | output |
* | --- |
* | "bbox latitudes must be from -90 to 90." |
*
* @param {Api_Ogc_Bbox_LatitudesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_ogc_bbox_latitudes: ((inputs?: Api_Ogc_Bbox_LatitudesInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Ogc_Bbox_LatitudesInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Ogc_Bbox_LatitudesInputs = {};
