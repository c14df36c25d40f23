/**
* | output |
* | --- |
* | "into {category}." |
*
* @param {Import_Summary_IntoInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_summary_into: ((inputs: Import_Summary_IntoInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Summary_IntoInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Summary_IntoInputs = {
    category: NonNullable<unknown>;
};
