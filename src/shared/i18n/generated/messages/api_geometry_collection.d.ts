/**
* | output |
* | --- |
* | "GeometryCollection is not supported; use a FeatureCollection with one kind of shape." |
*
* @param {Api_Geometry_CollectionInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_geometry_collection: ((inputs?: Api_Geometry_CollectionInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Geometry_CollectionInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Geometry_CollectionInputs = {};
