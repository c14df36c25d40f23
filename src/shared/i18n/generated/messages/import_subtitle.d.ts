/**
* | output |
* | --- |
* | "GeoJSON, KML or KMZ, GPX, CSV (latitude and longitude, or WKT) or a zipped Shapefile with its .prj." |
*
* @param {Import_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_subtitle: ((inputs?: Import_SubtitleInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_SubtitleInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_SubtitleInputs = {};
