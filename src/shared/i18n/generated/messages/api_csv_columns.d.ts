/**
* | output |
* | --- |
* | "The CSV needs a WKT column (named WKT or geometry) or latitude and longitude columns (lat/latitude and lon/lng/longitude)." |
*
* @param {Api_Csv_ColumnsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_csv_columns: ((inputs?: Api_Csv_ColumnsInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Csv_ColumnsInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Csv_ColumnsInputs = {};
