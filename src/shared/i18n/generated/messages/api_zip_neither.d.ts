/**
* | output |
* | --- |
* | "The zip holds neither a Shapefile (.shp) nor a KML file." |
*
* @param {Api_Zip_NeitherInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zip_neither: ((inputs?: Api_Zip_NeitherInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Zip_NeitherInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Zip_NeitherInputs = {};
