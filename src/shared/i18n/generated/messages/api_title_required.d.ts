/**
* | output |
* | --- |
* | "The title is required." |
*
* @param {Api_Title_RequiredInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_title_required: ((inputs?: Api_Title_RequiredInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Title_RequiredInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Title_RequiredInputs = {};
