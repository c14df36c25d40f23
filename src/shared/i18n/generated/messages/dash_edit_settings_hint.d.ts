/**
* | output |
* | --- |
* | "Title, map centre, village boundary" |
*
* @param {Dash_Edit_Settings_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_edit_settings_hint: ((inputs?: Dash_Edit_Settings_HintInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Edit_Settings_HintInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Edit_Settings_HintInputs = {};
