/**
* | output |
* | --- |
* | "No such record." |
*
* @param {Api_No_Such_RecordInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_no_such_record: ((inputs?: Api_No_Such_RecordInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_No_Such_RecordInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_No_Such_RecordInputs = {};
