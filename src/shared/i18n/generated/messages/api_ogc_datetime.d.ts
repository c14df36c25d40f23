/**
* | output |
* | --- |
* | "The parameter \"datetime\" is not supported: the places carry no date or time to select on." |
*
* @param {Api_Ogc_DatetimeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_ogc_datetime: ((inputs?: Api_Ogc_DatetimeInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Ogc_DatetimeInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Ogc_DatetimeInputs = {};
