/**
* | output |
* | --- |
* | "The file is not GeoJSON: expected a FeatureCollection, a Feature or a geometry." |
*
* @param {Api_File_Not_GeojsonInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_file_not_geojson: ((inputs?: Api_File_Not_GeojsonInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_File_Not_GeojsonInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_File_Not_GeojsonInputs = {};
