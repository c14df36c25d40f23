/**
* | output |
* | --- |
* | "No Maps Found" |
*
* @param {Map_List_EmptyInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_list_empty: ((inputs?: Map_List_EmptyInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Map_List_EmptyInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Map_List_EmptyInputs = {};
