/**
* | output |
* | --- |
* | "Recently deleted" |
*
* @param {Recently_DeletedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const recently_deleted: ((inputs?: Recently_DeletedInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Recently_DeletedInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Recently_DeletedInputs = {};
