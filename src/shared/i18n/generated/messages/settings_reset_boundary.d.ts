/**
* | output |
* | --- |
* | "Reset Boundary" |
*
* @param {Settings_Reset_BoundaryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_reset_boundary: ((inputs?: Settings_Reset_BoundaryInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Reset_BoundaryInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Reset_BoundaryInputs = {};
