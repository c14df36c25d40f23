/**
* | output |
* | --- |
* | "The file holds {count} features; at most {max} can be imported at once. Split it into smaller files." |
*
* @param {Api_Import_Too_ManyInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_too_many: ((inputs: Api_Import_Too_ManyInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Import_Too_ManyInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Import_Too_ManyInputs = {
    count: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
