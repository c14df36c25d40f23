/**
* | output |
* | --- |
* | "From {min} to {max}." |
*
* @param {Settings_Zoom_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_zoom_hint: ((inputs: Settings_Zoom_HintInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Zoom_HintInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Zoom_HintInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
