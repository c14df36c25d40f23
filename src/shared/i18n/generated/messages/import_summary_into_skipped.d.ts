/**
* | output |
* | --- |
* | "into {category}, {skipped} skipped." |
*
* @param {Import_Summary_Into_SkippedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_summary_into_skipped: ((inputs: Import_Summary_Into_SkippedInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Summary_Into_SkippedInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Summary_Into_SkippedInputs = {
    category: NonNullable<unknown>;
    skipped: NonNullable<unknown>;
};
