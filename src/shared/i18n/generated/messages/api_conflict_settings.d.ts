/**
* | output |
* | --- |
* | "The settings were changed since you opened them." |
*
* @param {Api_Conflict_SettingsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_conflict_settings: ((inputs?: Api_Conflict_SettingsInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Conflict_SettingsInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Conflict_SettingsInputs = {};
