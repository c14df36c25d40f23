/**
* | output |
* | --- |
* | "Line" |
*
* @param {Draw_Tool_LineInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const draw_tool_line: ((inputs?: Draw_Tool_LineInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Draw_Tool_LineInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Draw_Tool_LineInputs = {};
