/**
* | output |
* | --- |
* | "Click to add points; double-click or click the last point to finish." |
*
* @param {Draw_Hint_LineInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const draw_hint_line: ((inputs?: Draw_Hint_LineInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Draw_Hint_LineInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Draw_Hint_LineInputs = {};
