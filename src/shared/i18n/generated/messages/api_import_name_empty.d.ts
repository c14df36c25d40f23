/**
* | output |
* | --- |
* | "The name is empty; it will be called \"{name}\"." |
*
* @param {Api_Import_Name_EmptyInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_name_empty: ((inputs: Api_Import_Name_EmptyInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Import_Name_EmptyInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Import_Name_EmptyInputs = {
    name: NonNullable<unknown>;
};
