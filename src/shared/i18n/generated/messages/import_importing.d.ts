/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Importing {count} map..." |
* | * | "Importing {count} maps..." |
*
* @param {Import_ImportingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_importing: ((inputs: Import_ImportingInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_ImportingInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_ImportingInputs = {
    count: NonNullable<unknown>;
};
