/**
* | output |
* | --- |
* | "The zip unpacks to more than 64 MB." |
*
* @param {Api_Zip_Too_BigInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zip_too_big: ((inputs?: Api_Zip_Too_BigInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Zip_Too_BigInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Zip_Too_BigInputs = {};
