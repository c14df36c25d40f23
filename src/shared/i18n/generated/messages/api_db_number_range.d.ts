/**
* | output |
* | --- |
* | "A number is out of range." |
*
* @param {Api_Db_Number_RangeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_db_number_range: ((inputs?: Api_Db_Number_RangeInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Db_Number_RangeInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Db_Number_RangeInputs = {};
