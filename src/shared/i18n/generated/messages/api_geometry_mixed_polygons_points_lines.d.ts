/**
* | output |
* | --- |
* | "All shapes must be of one kind (points, lines or polygons); this GeoJSON mixes polygons, points and lines." |
*
* @param {Api_Geometry_Mixed_Polygons_Points_LinesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_geometry_mixed_polygons_points_lines: ((inputs?: Api_Geometry_Mixed_Polygons_Points_LinesInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Geometry_Mixed_Polygons_Points_LinesInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Geometry_Mixed_Polygons_Points_LinesInputs = {};
