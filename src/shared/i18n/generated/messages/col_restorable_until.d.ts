/**
* | output |
* | --- |
* | "Restorable until" |
*
* @param {Col_Restorable_UntilInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const col_restorable_until: ((inputs?: Col_Restorable_UntilInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Col_Restorable_UntilInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Col_Restorable_UntilInputs = {};
