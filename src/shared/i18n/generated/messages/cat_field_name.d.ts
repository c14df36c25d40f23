/**
* | output |
* | --- |
* | "Category Name" |
*
* @param {Cat_Field_NameInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const cat_field_name: ((inputs?: Cat_Field_NameInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cat_Field_NameInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cat_Field_NameInputs = {};
