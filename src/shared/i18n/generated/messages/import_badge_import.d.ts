/**
* | output |
* | --- |
* | "Import" |
*
* @param {Import_Badge_ImportInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_badge_import: ((inputs?: Import_Badge_ImportInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Badge_ImportInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Badge_ImportInputs = {};
