/**
* | output |
* | --- |
* | "Longitude" |
*
* @param {Map_Field_LongitudeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_field_longitude: ((inputs?: Map_Field_LongitudeInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Map_Field_LongitudeInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Map_Field_LongitudeInputs = {};
