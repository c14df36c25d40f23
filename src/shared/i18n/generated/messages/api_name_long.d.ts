/**
* | output |
* | --- |
* | "The name may not be longer than 255 characters." |
*
* @param {Api_Name_LongInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_name_long: ((inputs?: Api_Name_LongInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Name_LongInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Name_LongInputs = {};
