/**
* | output |
* | --- |
* | "MultiLineString" |
*
* @param {Geom_Type_MultilinestringInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const geom_type_multilinestring: ((inputs?: Geom_Type_MultilinestringInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Geom_Type_MultilinestringInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Geom_Type_MultilinestringInputs = {};
