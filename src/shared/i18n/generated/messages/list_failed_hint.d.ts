/**
* | output |
* | --- |
* | "An error occurred while loading the data. Please try again." |
*
* @param {List_Failed_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const list_failed_hint: ((inputs?: List_Failed_HintInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<List_Failed_HintInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type List_Failed_HintInputs = {};
