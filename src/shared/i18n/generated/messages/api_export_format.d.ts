/**
* | output |
* | --- |
* | "The format must be geojson, kml, gpx or csv." |
*
* @param {Api_Export_FormatInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_export_format: ((inputs?: Api_Export_FormatInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Export_FormatInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Export_FormatInputs = {};
