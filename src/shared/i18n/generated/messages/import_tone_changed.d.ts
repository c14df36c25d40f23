/**
* | output |
* | --- |
* | "Imported with changes" |
*
* @param {Import_Tone_ChangedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_tone_changed: ((inputs?: Import_Tone_ChangedInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Tone_ChangedInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Tone_ChangedInputs = {};
