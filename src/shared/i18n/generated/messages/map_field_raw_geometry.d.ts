/**
* | output |
* | --- |
* | "Raw Geometry (GeoJSON)" |
*
* @param {Map_Field_Raw_GeometryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_field_raw_geometry: ((inputs?: Map_Field_Raw_GeometryInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Map_Field_Raw_GeometryInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Map_Field_Raw_GeometryInputs = {};
