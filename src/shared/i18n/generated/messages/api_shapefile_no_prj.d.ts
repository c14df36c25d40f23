/**
* | output |
* | --- |
* | "The Shapefile {name} has no .prj file, so its coordinate system is unknown; export it again with its projection." |
*
* @param {Api_Shapefile_No_PrjInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_shapefile_no_prj: ((inputs: Api_Shapefile_No_PrjInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Shapefile_No_PrjInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Shapefile_No_PrjInputs = {
    name: NonNullable<unknown>;
};
