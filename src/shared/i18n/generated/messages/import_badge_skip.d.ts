/**
* | output |
* | --- |
* | "Skip" |
*
* @param {Import_Badge_SkipInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_badge_skip: ((inputs?: Import_Badge_SkipInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Badge_SkipInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Badge_SkipInputs = {};
