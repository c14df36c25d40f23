/**
* | output |
* | --- |
* | "Skipped: {problem}" |
*
* @param {Api_Import_Outcome_SkippedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_outcome_skipped: ((inputs: Api_Import_Outcome_SkippedInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Import_Outcome_SkippedInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Import_Outcome_SkippedInputs = {
    problem: NonNullable<unknown>;
};
