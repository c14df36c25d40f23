/**
* | output |
* | --- |
* | "The longitude must be a number." |
*
* @param {Api_Longitude_NumberInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_longitude_number: ((inputs?: Api_Longitude_NumberInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Longitude_NumberInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Longitude_NumberInputs = {};
