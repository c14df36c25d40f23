/**
* | output |
* | --- |
* | "Choose the coloured circle or the category icon." |
*
* @param {Api_Choose_MarkerInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_choose_marker: ((inputs?: Api_Choose_MarkerInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Choose_MarkerInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Choose_MarkerInputs = {};
