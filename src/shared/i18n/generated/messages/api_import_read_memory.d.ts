/**
* | output |
* | --- |
* | "Reading the file needed more memory than the server allows; it may be damaged or too complex. Split it into smaller files." |
*
* @param {Api_Import_Read_MemoryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_read_memory: ((inputs?: Api_Import_Read_MemoryInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Import_Read_MemoryInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Import_Read_MemoryInputs = {};
