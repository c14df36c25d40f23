/**
* | output |
* | --- |
* | "The category icon is drawn inside a circle of its colour." |
*
* @param {Cat_Form_Marker_Hint_IconInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const cat_form_marker_hint_icon: ((inputs?: Cat_Form_Marker_Hint_IconInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cat_Form_Marker_Hint_IconInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cat_Form_Marker_Hint_IconInputs = {};
