/**
* | output |
* | --- |
* | "Preview of the chosen image" |
*
* @param {Image_Preview_ChosenInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const image_preview_chosen: ((inputs?: Image_Preview_ChosenInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Image_Preview_ChosenInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Image_Preview_ChosenInputs = {};
