/**
* | output |
* | --- |
* | "Click a shape to select it, then drag it." |
*
* @param {Draw_Hint_MoveInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const draw_hint_move: ((inputs?: Draw_Hint_MoveInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Draw_Hint_MoveInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Draw_Hint_MoveInputs = {};
