/**
* | output |
* | --- |
* | "A multipolygon needs at least one polygon." |
*
* @param {Api_Multipolygon_MinInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_multipolygon_min: ((inputs?: Api_Multipolygon_MinInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Multipolygon_MinInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Multipolygon_MinInputs = {};
