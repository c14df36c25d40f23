/**
* | output |
* | --- |
* | "Click the map to place the marker." |
*
* @param {Draw_Hint_MarkerInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const draw_hint_marker: ((inputs?: Draw_Hint_MarkerInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Draw_Hint_MarkerInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Draw_Hint_MarkerInputs = {};
