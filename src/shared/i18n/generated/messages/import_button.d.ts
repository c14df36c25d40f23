/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Import {count} map" |
* | * | "Import {count} maps" |
*
* @param {Import_ButtonInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_button: ((inputs: Import_ButtonInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_ButtonInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_ButtonInputs = {
    count: NonNullable<unknown>;
};
