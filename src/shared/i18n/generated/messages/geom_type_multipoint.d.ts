/**
* | output |
* | --- |
* | "MultiPoint" |
*
* @param {Geom_Type_MultipointInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const geom_type_multipoint: ((inputs?: Geom_Type_MultipointInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Geom_Type_MultipointInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Geom_Type_MultipointInputs = {};
