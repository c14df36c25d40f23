/**
* | output |
* | --- |
* | "Edit {name}" |
*
* @param {Row_Edit_NamedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const row_edit_named: ((inputs: Row_Edit_NamedInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Row_Edit_NamedInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Row_Edit_NamedInputs = {
    name: NonNullable<unknown>;
};
