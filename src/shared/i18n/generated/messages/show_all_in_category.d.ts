/**
* | output |
* | --- |
* | "Show all in this category" |
*
* @param {Show_All_In_CategoryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const show_all_in_category: ((inputs?: Show_All_In_CategoryInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Show_All_In_CategoryInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Show_All_In_CategoryInputs = {};
