/**
* | output |
* | --- |
* | "For example maps-export: lowercase letters, digits and hyphens." |
*
* @param {Perm_Form_Name_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_form_name_hint: ((inputs?: Perm_Form_Name_HintInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Perm_Form_Name_HintInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Perm_Form_Name_HintInputs = {};
