/**
* | output |
* | --- |
* | "Skipped: no geometry." |
*
* @param {Api_Import_Outcome_No_GeometryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_outcome_no_geometry: ((inputs?: Api_Import_Outcome_No_GeometryInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Import_Outcome_No_GeometryInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Import_Outcome_No_GeometryInputs = {};
