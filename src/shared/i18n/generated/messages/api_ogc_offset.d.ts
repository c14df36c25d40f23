/**
* | output |
* | --- |
* | "offset must be an integer from 0 to 2147483647." |
*
* @param {Api_Ogc_OffsetInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_ogc_offset: ((inputs?: Api_Ogc_OffsetInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Ogc_OffsetInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Ogc_OffsetInputs = {};
