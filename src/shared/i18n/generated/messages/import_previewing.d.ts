/**
* | output |
* | --- |
* | "Previewing..." |
*
* @param {Import_PreviewingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_previewing: ((inputs?: Import_PreviewingInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_PreviewingInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_PreviewingInputs = {};
