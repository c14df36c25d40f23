/**
* | output |
* | --- |
* | "Deleted by" |
*
* @param {Col_Deleted_ByInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const col_deleted_by: ((inputs?: Col_Deleted_ByInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Col_Deleted_ByInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Col_Deleted_ByInputs = {};
