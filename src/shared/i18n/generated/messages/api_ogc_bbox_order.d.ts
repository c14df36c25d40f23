/**
* | output |
* | --- |
* | "bbox must give the south edge (minLat) before the north edge." |
*
* @param {Api_Ogc_Bbox_OrderInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_ogc_bbox_order: ((inputs?: Api_Ogc_Bbox_OrderInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Ogc_Bbox_OrderInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Ogc_Bbox_OrderInputs = {};
