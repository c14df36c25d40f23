/**
* | output |
* | --- |
* | "The latitude must be between -90 and 90." |
*
* @param {Api_Latitude_RangeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_latitude_range: ((inputs?: Api_Latitude_RangeInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Latitude_RangeInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Latitude_RangeInputs = {};
