/**
* | count | output |
* | --- | --- |
* | "1" | "{count} map imported into {category}." |
* | * | "{count} maps imported into {category}." |
*
* @param {Api_Import_DoneInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_done: ((inputs: Api_Import_DoneInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Import_DoneInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Import_DoneInputs = {
    count: NonNullable<unknown>;
    category: NonNullable<unknown>;
};
