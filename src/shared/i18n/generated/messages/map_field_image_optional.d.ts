/**
* | output |
* | --- |
* | "Image (optional)" |
*
* @param {Map_Field_Image_OptionalInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_field_image_optional: ((inputs?: Map_Field_Image_OptionalInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Map_Field_Image_OptionalInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Map_Field_Image_OptionalInputs = {};
