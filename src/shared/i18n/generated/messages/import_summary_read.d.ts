/**
* | totalPlural | output |
* | --- | --- |
* | "one" | "{total} feature in {file} ({format}, coordinates read as {crs}):" |
* | * | "{total} features in {file} ({format}, coordinates read as {crs}):" |
*
* @param {Import_Summary_ReadInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_summary_read: ((inputs: Import_Summary_ReadInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Summary_ReadInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Summary_ReadInputs = {
    total: NonNullable<unknown>;
    file: NonNullable<unknown>;
    format: NonNullable<unknown>;
    crs: NonNullable<unknown>;
};
