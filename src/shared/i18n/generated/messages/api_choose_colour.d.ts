/**
* | output |
* | --- |
* | "Choose a colour such as #0ea5e9." |
*
* @param {Api_Choose_ColourInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_choose_colour: ((inputs?: Api_Choose_ColourInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Choose_ColourInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Choose_ColourInputs = {};
