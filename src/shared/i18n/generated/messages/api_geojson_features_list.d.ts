/**
* | output |
* | --- |
* | "A FeatureCollection needs a features list." |
*
* @param {Api_Geojson_Features_ListInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_geojson_features_list: ((inputs?: Api_Geojson_Features_ListInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Geojson_Features_ListInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Geojson_Features_ListInputs = {};
