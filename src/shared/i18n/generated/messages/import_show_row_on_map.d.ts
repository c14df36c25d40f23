/**
* | output |
* | --- |
* | "Show {number} {name} on the map" |
*
* @param {Import_Show_Row_On_MapInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_show_row_on_map: ((inputs: Import_Show_Row_On_MapInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Show_Row_On_MapInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Show_Row_On_MapInputs = {
    number: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
