/**
* | output |
* | --- |
* | "crs must be http://www.opengis.net/def/crs/OGC/1.3/CRS84." |
*
* @param {Api_Ogc_Crs_ValuesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_ogc_crs_values: ((inputs?: Api_Ogc_Crs_ValuesInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Ogc_Crs_ValuesInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Ogc_Crs_ValuesInputs = {};
