/**
* | output |
* | --- |
* | "Search maps..." |
*
* @param {Map_Search_PlaceholderInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_search_placeholder: ((inputs?: Map_Search_PlaceholderInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Map_Search_PlaceholderInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Map_Search_PlaceholderInputs = {};
