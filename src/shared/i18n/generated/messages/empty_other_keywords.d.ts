/**
* | output |
* | --- |
* | "Try other keywords" |
*
* @param {Empty_Other_KeywordsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const empty_other_keywords: ((inputs?: Empty_Other_KeywordsInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Empty_Other_KeywordsInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Empty_Other_KeywordsInputs = {};
