/**
* | output |
* | --- |
* | "Change the map's details, status or geometry." |
*
* @param {Map_Edit_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_edit_subtitle: ((inputs?: Map_Edit_SubtitleInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Map_Edit_SubtitleInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Map_Edit_SubtitleInputs = {};
