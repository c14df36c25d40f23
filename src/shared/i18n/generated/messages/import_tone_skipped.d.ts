/**
* | output |
* | --- |
* | "Skipped, shape refused" |
*
* @param {Import_Tone_SkippedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_tone_skipped: ((inputs?: Import_Tone_SkippedInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Tone_SkippedInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Tone_SkippedInputs = {};
