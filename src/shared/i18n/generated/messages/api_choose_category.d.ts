/**
* | output |
* | --- |
* | "Choose a category." |
*
* @param {Api_Choose_CategoryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_choose_category: ((inputs?: Api_Choose_CategoryInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Choose_CategoryInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Choose_CategoryInputs = {};
