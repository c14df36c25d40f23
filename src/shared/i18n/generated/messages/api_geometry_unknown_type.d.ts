/**
* | output |
* | --- |
* | "Unknown geometry type \"{type}\"; use Point, MultiPoint, LineString, MultiLineString, Polygon or MultiPolygon." |
*
* @param {Api_Geometry_Unknown_TypeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_geometry_unknown_type: ((inputs: Api_Geometry_Unknown_TypeInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Geometry_Unknown_TypeInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Geometry_Unknown_TypeInputs = {
    type: NonNullable<unknown>;
};
