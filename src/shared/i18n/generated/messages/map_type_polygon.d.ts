/**
* | output |
* | --- |
* | "Polygon" |
*
* @param {Map_Type_PolygonInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_type_polygon: ((inputs?: Map_Type_PolygonInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Map_Type_PolygonInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Map_Type_PolygonInputs = {};
