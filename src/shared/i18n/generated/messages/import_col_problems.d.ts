/**
* | output |
* | --- |
* | "Problems" |
*
* @param {Import_Col_ProblemsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_col_problems: ((inputs?: Import_Col_ProblemsInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Col_ProblemsInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Col_ProblemsInputs = {};
