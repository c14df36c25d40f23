/**
* | output |
* | --- |
* | "The GeoJSON declares the coordinate system {crs}; only WGS 84 is accepted." |
*
* @param {Api_Geojson_CrsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_geojson_crs: ((inputs: Api_Geojson_CrsInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Geojson_CrsInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Geojson_CrsInputs = {
    crs: NonNullable<unknown>;
};
