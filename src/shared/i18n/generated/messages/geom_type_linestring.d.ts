/**
* | output |
* | --- |
* | "LineString" |
*
* @param {Geom_Type_LinestringInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const geom_type_linestring: ((inputs?: Geom_Type_LinestringInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Geom_Type_LinestringInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Geom_Type_LinestringInputs = {};
