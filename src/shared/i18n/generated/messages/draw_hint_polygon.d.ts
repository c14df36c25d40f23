/**
* | output |
* | --- |
* | "Click to add corners; click the first corner or double-click to close the shape." |
*
* @param {Draw_Hint_PolygonInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const draw_hint_polygon: ((inputs?: Draw_Hint_PolygonInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Draw_Hint_PolygonInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Draw_Hint_PolygonInputs = {};
