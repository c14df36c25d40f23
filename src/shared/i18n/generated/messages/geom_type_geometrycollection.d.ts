/**
* | output |
* | --- |
* | "GeometryCollection" |
*
* @param {Geom_Type_GeometrycollectionInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const geom_type_geometrycollection: ((inputs?: Geom_Type_GeometrycollectionInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Geom_Type_GeometrycollectionInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Geom_Type_GeometrycollectionInputs = {};
