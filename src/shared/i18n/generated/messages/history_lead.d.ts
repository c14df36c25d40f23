/**
* | output |
* | --- |
* | "Every saved change of this {thing}, newest first." |
*
* @param {History_LeadInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_lead: ((inputs: History_LeadInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_LeadInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_LeadInputs = {
    thing: NonNullable<unknown>;
};
