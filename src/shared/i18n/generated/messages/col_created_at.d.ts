/**
* | output |
* | --- |
* | "Created At" |
*
* @param {Col_Created_AtInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const col_created_at: ((inputs?: Col_Created_AtInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Col_Created_AtInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Col_Created_AtInputs = {};
