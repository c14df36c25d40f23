/**
* | output |
* | --- |
* | "A record this refers to no longer exists." |
*
* @param {Api_Db_Reference_GoneInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_db_reference_gone: ((inputs?: Api_Db_Reference_GoneInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Db_Reference_GoneInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Db_Reference_GoneInputs = {};
