/**
* | output |
* | --- |
* | "limit must be an integer of at least 1 (above 1000 it is lowered to 1000)." |
*
* @param {Api_Ogc_LimitInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_ogc_limit: ((inputs?: Api_Ogc_LimitInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Ogc_LimitInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Ogc_LimitInputs = {};
