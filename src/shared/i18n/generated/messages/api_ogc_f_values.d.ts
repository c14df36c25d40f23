/**
* | output |
* | --- |
* | "f must be json or html." |
*
* @param {Api_Ogc_F_ValuesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_ogc_f_values: ((inputs?: Api_Ogc_F_ValuesInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Ogc_F_ValuesInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Ogc_F_ValuesInputs = {};
