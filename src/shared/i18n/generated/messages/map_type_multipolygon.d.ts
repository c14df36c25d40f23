/**
* | output |
* | --- |
* | "MultiPolygon" |
*
* @param {Map_Type_MultipolygonInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_type_multipolygon: ((inputs?: Map_Type_MultipolygonInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Map_Type_MultipolygonInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Map_Type_MultipolygonInputs = {};
