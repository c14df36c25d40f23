/**
* | output |
* | --- |
* | "Categories" |
*
* @param {Perm_Group_CategoriesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_group_categories: ((inputs?: Perm_Group_CategoriesInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Perm_Group_CategoriesInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Perm_Group_CategoriesInputs = {};
