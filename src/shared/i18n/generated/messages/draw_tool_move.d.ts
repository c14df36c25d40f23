/**
* | output |
* | --- |
* | "Move Shape" |
*
* @param {Draw_Tool_MoveInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const draw_tool_move: ((inputs?: Draw_Tool_MoveInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Draw_Tool_MoveInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Draw_Tool_MoveInputs = {};
