/**
* | output |
* | --- |
* | "Not drawn" |
*
* @param {Import_Not_DrawnInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_not_drawn: ((inputs?: Import_Not_DrawnInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Not_DrawnInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Not_DrawnInputs = {};
