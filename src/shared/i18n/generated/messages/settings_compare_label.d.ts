/**
* | output |
* | --- |
* | "The chosen version's village boundary (amber) over the current one (grey)" |
*
* @param {Settings_Compare_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_compare_label: ((inputs?: Settings_Compare_LabelInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Compare_LabelInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Compare_LabelInputs = {};
