/**
* | output |
* | --- |
* | "{count} will be imported" |
*
* @param {Import_Summary_Will_ImportInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_summary_will_import: ((inputs: Import_Summary_Will_ImportInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Summary_Will_ImportInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Summary_Will_ImportInputs = {
    count: NonNullable<unknown>;
};
