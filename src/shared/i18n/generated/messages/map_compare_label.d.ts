/**
* | output |
* | --- |
* | "The chosen version's shape (amber) over the current one (grey)" |
*
* @param {Map_Compare_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_compare_label: ((inputs?: Map_Compare_LabelInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Map_Compare_LabelInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Map_Compare_LabelInputs = {};
