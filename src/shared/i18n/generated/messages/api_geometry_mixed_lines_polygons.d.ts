/**
* | output |
* | --- |
* | "All shapes must be of one kind (points, lines or polygons); this GeoJSON mixes lines and polygons." |
*
* @param {Api_Geometry_Mixed_Lines_PolygonsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_geometry_mixed_lines_polygons: ((inputs?: Api_Geometry_Mixed_Lines_PolygonsInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Geometry_Mixed_Lines_PolygonsInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Geometry_Mixed_Lines_PolygonsInputs = {};
