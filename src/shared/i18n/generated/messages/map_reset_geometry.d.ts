/**
* | output |
* | --- |
* | "Reset Geometry" |
*
* @param {Map_Reset_GeometryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_reset_geometry: ((inputs?: Map_Reset_GeometryInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Map_Reset_GeometryInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Map_Reset_GeometryInputs = {};
