/**
* | output |
* | --- |
* | "Categories" |
*
* @param {Nav_CategoriesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const nav_categories: ((inputs?: Nav_CategoriesInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_CategoriesInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_CategoriesInputs = {};
