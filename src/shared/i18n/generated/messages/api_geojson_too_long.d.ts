/**
* | output |
* | --- |
* | "The GeoJSON text is too long ({length} characters; the limit is {limit})." |
*
* @param {Api_Geojson_Too_LongInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_geojson_too_long: ((inputs: Api_Geojson_Too_LongInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Geojson_Too_LongInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Geojson_Too_LongInputs = {
    length: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
