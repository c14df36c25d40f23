/**
* | output |
* | --- |
* | "The Shapefile {name} has no .shx file; zip the .shp, .shx, .dbf and .prj together." |
*
* @param {Api_Shapefile_No_ShxInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_shapefile_no_shx: ((inputs: Api_Shapefile_No_ShxInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Shapefile_No_ShxInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Shapefile_No_ShxInputs = {
    name: NonNullable<unknown>;
};
