/**
* | output |
* | --- |
* | "The database is not available at the moment. Please try again in a little while." |
*
* @param {Api_Database_UnavailableInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_database_unavailable: ((inputs?: Api_Database_UnavailableInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Database_UnavailableInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Database_UnavailableInputs = {};
