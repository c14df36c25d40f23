/**
* | output |
* | --- |
* | "Dates are written YYYY-MM-DD." |
*
* @param {Api_Date_FormatInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_date_format: ((inputs?: Api_Date_FormatInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Date_FormatInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Date_FormatInputs = {};
