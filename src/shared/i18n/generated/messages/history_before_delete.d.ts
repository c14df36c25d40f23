/**
* | output |
* | --- |
* | "As it was before it was deleted, {at} by {by}" |
*
* @param {History_Before_DeleteInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_before_delete: ((inputs: History_Before_DeleteInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_Before_DeleteInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_Before_DeleteInputs = {
    at: NonNullable<unknown>;
    by: NonNullable<unknown>;
};
