/**
* | output |
* | --- |
* | "Another category has this name now; rename that one first, then restore this one." |
*
* @param {Api_Category_Restore_Name_TakenInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_category_restore_name_taken: ((inputs?: Api_Category_Restore_Name_TakenInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Category_Restore_Name_TakenInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Category_Restore_Name_TakenInputs = {};
