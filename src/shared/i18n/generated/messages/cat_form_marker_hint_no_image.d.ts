/**
* | output |
* | --- |
* | "Shown as the coloured circle until the category has an image." |
*
* @param {Cat_Form_Marker_Hint_No_ImageInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const cat_form_marker_hint_no_image: ((inputs?: Cat_Form_Marker_Hint_No_ImageInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cat_Form_Marker_Hint_No_ImageInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cat_Form_Marker_Hint_No_ImageInputs = {};
