/**
* | output |
* | --- |
* | "e.g. maps-export" |
*
* @param {Perm_Form_Name_PlaceholderInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_form_name_placeholder: ((inputs?: Perm_Form_Name_PlaceholderInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Perm_Form_Name_PlaceholderInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Perm_Form_Name_PlaceholderInputs = {};
