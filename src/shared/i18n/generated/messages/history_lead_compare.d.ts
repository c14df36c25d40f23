/**
* | output |
* | --- |
* | "Every saved change of this {thing}, newest first. Choose one to compare it with the current one." |
*
* @param {History_Lead_CompareInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_lead_compare: ((inputs: History_Lead_CompareInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_Lead_CompareInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_Lead_CompareInputs = {
    thing: NonNullable<unknown>;
};
