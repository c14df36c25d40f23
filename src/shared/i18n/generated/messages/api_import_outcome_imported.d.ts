/**
* | output |
* | --- |
* | "Imported as \"{name}\"." |
*
* @param {Api_Import_Outcome_ImportedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_outcome_imported: ((inputs: Api_Import_Outcome_ImportedInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Import_Outcome_ImportedInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Import_Outcome_ImportedInputs = {
    name: NonNullable<unknown>;
};
