/**
* | output |
* | --- |
* | "The file type is not supported: use GeoJSON, KML, KMZ, GPX, CSV or a zipped Shapefile." |
*
* @param {Api_File_TypeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_file_type: ((inputs?: Api_File_TypeInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_File_TypeInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_File_TypeInputs = {};
