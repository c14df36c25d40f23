/**
* | output |
* | --- |
* | "A date or time is not valid." |
*
* @param {Api_Db_Date_InvalidInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_db_date_invalid: ((inputs?: Api_Db_Date_InvalidInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Db_Date_InvalidInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Db_Date_InvalidInputs = {};
