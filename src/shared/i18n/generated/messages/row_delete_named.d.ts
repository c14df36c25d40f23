/**
* | output |
* | --- |
* | "Delete {name}" |
*
* @param {Row_Delete_NamedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const row_delete_named: ((inputs: Row_Delete_NamedInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Row_Delete_NamedInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Row_Delete_NamedInputs = {
    name: NonNullable<unknown>;
};
