/**
* | output |
* | --- |
* | "Use Current View" |
*
* @param {Map_Use_Current_ViewInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_use_current_view: ((inputs?: Map_Use_Current_ViewInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Map_Use_Current_ViewInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Map_Use_Current_ViewInputs = {};
