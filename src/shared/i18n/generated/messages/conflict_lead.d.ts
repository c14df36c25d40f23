/**
* | output |
* | --- |
* | "Choose, for each field, your value or the one saved now; then save the result." |
*
* @param {Conflict_LeadInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const conflict_lead: ((inputs?: Conflict_LeadInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conflict_LeadInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conflict_LeadInputs = {};
