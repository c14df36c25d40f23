/**
* | count | output |
* | --- | --- |
* | "1" | "{count} map imported into {category}; {skipped} skipped." |
* | * | "{count} maps imported into {category}; {skipped} skipped." |
*
* @param {Api_Import_Done_SkippedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_done_skipped: ((inputs: Api_Import_Done_SkippedInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Import_Done_SkippedInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Import_Done_SkippedInputs = {
    count: NonNullable<unknown>;
    category: NonNullable<unknown>;
    skipped: NonNullable<unknown>;
};
