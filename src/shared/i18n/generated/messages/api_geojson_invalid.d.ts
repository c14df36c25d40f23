/**
* | output |
* | --- |
* | "Geometry must be valid GeoJSON." |
*
* @param {Api_Geojson_InvalidInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_geojson_invalid: ((inputs?: Api_Geojson_InvalidInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Geojson_InvalidInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Geojson_InvalidInputs = {};
