/**
* | output |
* | --- |
* | "Click a shape to select it, then drag its corners; click a midpoint to add one." |
*
* @param {Draw_Hint_EditInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const draw_hint_edit: ((inputs?: Draw_Hint_EditInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Draw_Hint_EditInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Draw_Hint_EditInputs = {};
