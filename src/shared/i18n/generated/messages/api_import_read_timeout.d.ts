/**
* | output |
* | --- |
* | "Reading the file took longer than 8 s; it may be damaged or too complex. Split it into smaller files." |
*
* @param {Api_Import_Read_TimeoutInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_read_timeout: ((inputs?: Api_Import_Read_TimeoutInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Import_Read_TimeoutInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Import_Read_TimeoutInputs = {};
