/**
* | output |
* | --- |
* | "Village boundary" |
*
* @param {Settings_History_BoundaryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_history_boundary: ((inputs?: Settings_History_BoundaryInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_History_BoundaryInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_History_BoundaryInputs = {};
