/**
* | output |
* | --- |
* | "Choose a file to import (multipart/form-data)." |
*
* @param {Api_Choose_Import_FileInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_choose_import_file: ((inputs?: Api_Choose_Import_FileInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Choose_Import_FileInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Choose_Import_FileInputs = {};
