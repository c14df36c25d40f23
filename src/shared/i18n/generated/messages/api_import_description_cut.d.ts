/**
* | output |
* | --- |
* | "The description is cut to {limit} characters." |
*
* @param {Api_Import_Description_CutInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_description_cut: ((inputs: Api_Import_Description_CutInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Import_Description_CutInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Import_Description_CutInputs = {
    limit: NonNullable<unknown>;
};
