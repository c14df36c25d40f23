/**
* | output |
* | --- |
* | "Zoom out" |
*
* @param {Map_Zoom_OutInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_zoom_out: ((inputs?: Map_Zoom_OutInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Map_Zoom_OutInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Map_Zoom_OutInputs = {};
