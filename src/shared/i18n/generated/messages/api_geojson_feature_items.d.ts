/**
* | output |
* | --- |
* | "Every item of a FeatureCollection must be a Feature." |
*
* @param {Api_Geojson_Feature_ItemsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_geojson_feature_items: ((inputs?: Api_Geojson_Feature_ItemsInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Geojson_Feature_ItemsInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Geojson_Feature_ItemsInputs = {};
