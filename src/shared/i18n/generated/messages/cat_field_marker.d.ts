/**
* | output |
* | --- |
* | "Marker" |
*
* @param {Cat_Field_MarkerInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const cat_field_marker: ((inputs?: Cat_Field_MarkerInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cat_Field_MarkerInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cat_Field_MarkerInputs = {};
