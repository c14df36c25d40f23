/**
* | output |
* | --- |
* | "Circle" |
*
* @param {Draw_Tool_CircleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const draw_tool_circle: ((inputs?: Draw_Tool_CircleInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Draw_Tool_CircleInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Draw_Tool_CircleInputs = {};
