/**
* | output |
* | --- |
* | "Map zoom" |
*
* @param {Settings_History_ZoomInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_history_zoom: ((inputs?: Settings_History_ZoomInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_History_ZoomInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_History_ZoomInputs = {};
