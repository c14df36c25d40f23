/**
* | output |
* | --- |
* | "The shape crosses itself; draw it again without crossing lines." |
*
* @param {Draw_Crosses_ItselfInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const draw_crosses_itself: ((inputs?: Draw_Crosses_ItselfInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Draw_Crosses_ItselfInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Draw_Crosses_ItselfInputs = {};
