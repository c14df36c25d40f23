/**
* | output |
* | --- |
* | "Default Language" |
*
* @param {Setting_Default_LanguageInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const setting_default_language: ((inputs?: Setting_Default_LanguageInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Setting_Default_LanguageInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Setting_Default_LanguageInputs = {};
