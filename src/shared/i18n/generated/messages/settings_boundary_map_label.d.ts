/**
* | output |
* | --- |
* | "Village boundary map" |
*
* @param {Settings_Boundary_Map_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_boundary_map_label: ((inputs?: Settings_Boundary_Map_LabelInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Boundary_Map_LabelInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Boundary_Map_LabelInputs = {};
