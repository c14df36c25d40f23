/**
* | output |
* | --- |
* | "Show categories" |
*
* @param {Header_Show_CategoriesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const header_show_categories: ((inputs?: Header_Show_CategoriesInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Header_Show_CategoriesInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Header_Show_CategoriesInputs = {};
