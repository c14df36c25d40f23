/**
* | output |
* | --- |
* | "All categories" |
*
* @param {Download_All_CategoriesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const download_all_categories: ((inputs?: Download_All_CategoriesInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Download_All_CategoriesInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Download_All_CategoriesInputs = {};
