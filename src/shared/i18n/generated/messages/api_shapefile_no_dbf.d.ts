/**
* | output |
* | --- |
* | "The Shapefile {name} has no .dbf file; zip the .shp, .shx, .dbf and .prj together." |
*
* @param {Api_Shapefile_No_DbfInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_shapefile_no_dbf: ((inputs: Api_Shapefile_No_DbfInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Shapefile_No_DbfInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Shapefile_No_DbfInputs = {
    name: NonNullable<unknown>;
};
