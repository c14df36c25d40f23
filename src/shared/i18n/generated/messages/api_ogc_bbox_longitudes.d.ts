/**
* | output |
* | --- |
* | "bbox longitudes must be from -180 to 180." |
*
* @param {Api_Ogc_Bbox_LongitudesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_ogc_bbox_longitudes: ((inputs?: Api_Ogc_Bbox_LongitudesInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Ogc_Bbox_LongitudesInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Ogc_Bbox_LongitudesInputs = {};
