/**
* | output |
* | --- |
* | "The given data was invalid." |
*
* @param {Api_Invalid_DataInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_invalid_data: ((inputs?: Api_Invalid_DataInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Invalid_DataInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Invalid_DataInputs = {};
