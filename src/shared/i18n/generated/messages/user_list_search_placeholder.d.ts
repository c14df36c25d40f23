/**
* | output |
* | --- |
* | "Search users..." |
*
* @param {User_List_Search_PlaceholderInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_list_search_placeholder: ((inputs?: User_List_Search_PlaceholderInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<User_List_Search_PlaceholderInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type User_List_Search_PlaceholderInputs = {};
