/**
* | output |
* | --- |
* | "The name is cut to {limit} characters." |
*
* @param {Api_Import_Name_CutInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_name_cut: ((inputs: Api_Import_Name_CutInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Import_Name_CutInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Import_Name_CutInputs = {
    limit: NonNullable<unknown>;
};
