/**
* | output |
* | --- |
* | "PNG, JPEG, WebP or GIF." |
*
* @param {Image_Types_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const image_types_hint: ((inputs?: Image_Types_HintInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Image_Types_HintInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Image_Types_HintInputs = {};
