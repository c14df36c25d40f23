/**
* | output |
* | --- |
* | "What visitors see until they choose in the header." |
*
* @param {Setting_Default_Language_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const setting_default_language_hint: ((inputs?: Setting_Default_Language_HintInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Setting_Default_Language_HintInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Setting_Default_Language_HintInputs = {};
