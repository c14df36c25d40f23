/**
* | output |
* | --- |
* | "The attribute name may not be longer than 200 characters." |
*
* @param {Api_Attribute_Name_LongInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_attribute_name_long: ((inputs?: Api_Attribute_Name_LongInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Attribute_Name_LongInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Attribute_Name_LongInputs = {};
