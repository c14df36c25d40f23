/**
* | output |
* | --- |
* | "Use Current View" |
*
* @param {Settings_Use_Current_ViewInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_use_current_view: ((inputs?: Settings_Use_Current_ViewInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Use_Current_ViewInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Use_Current_ViewInputs = {};
