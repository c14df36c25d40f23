/**
* | output |
* | --- |
* | "MultiPolygon" |
*
* @param {Geom_Type_MultipolygonInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const geom_type_multipolygon: ((inputs?: Geom_Type_MultipolygonInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Geom_Type_MultipolygonInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Geom_Type_MultipolygonInputs = {};
