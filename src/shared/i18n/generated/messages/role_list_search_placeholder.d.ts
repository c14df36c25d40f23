/**
* | output |
* | --- |
* | "Search roles..." |
*
* @param {Role_List_Search_PlaceholderInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const role_list_search_placeholder: ((inputs?: Role_List_Search_PlaceholderInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Role_List_Search_PlaceholderInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Role_List_Search_PlaceholderInputs = {};
