/**
* | output |
* | --- |
* | "Uploading the file... {percent}%" |
*
* @param {Import_Uploading_PercentInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_uploading_percent: ((inputs: Import_Uploading_PercentInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Uploading_PercentInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Uploading_PercentInputs = {
    percent: NonNullable<unknown>;
};
