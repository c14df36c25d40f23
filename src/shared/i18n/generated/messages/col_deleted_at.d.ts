/**
* | output |
* | --- |
* | "Deleted at" |
*
* @param {Col_Deleted_AtInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const col_deleted_at: ((inputs?: Col_Deleted_AtInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Col_Deleted_AtInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Col_Deleted_AtInputs = {};
