/**
* | output |
* | --- |
* | "Coordinates are outside longitude -180..180 or latitude -90..90 (a projected file without its .prj?)." |
*
* @param {Api_Import_Out_Of_RangeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_out_of_range: ((inputs?: Api_Import_Out_Of_RangeInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Import_Out_Of_RangeInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Import_Out_Of_RangeInputs = {};
