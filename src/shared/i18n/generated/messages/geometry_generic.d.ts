/**
* | output |
* | --- |
* | "Geometry" |
*
* @param {Geometry_GenericInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const geometry_generic: ((inputs?: Geometry_GenericInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Geometry_GenericInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Geometry_GenericInputs = {};
