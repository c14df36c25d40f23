/**
* | output |
* | --- |
* | "Delete Shape" |
*
* @param {Draw_Delete_ShapeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const draw_delete_shape: ((inputs?: Draw_Delete_ShapeInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Draw_Delete_ShapeInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Draw_Delete_ShapeInputs = {};
