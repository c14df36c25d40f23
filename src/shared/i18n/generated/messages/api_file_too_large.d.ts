/**
* | output |
* | --- |
* | "The file may not be larger than {megabytes} MB." |
*
* @param {Api_File_Too_LargeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_file_too_large: ((inputs: Api_File_Too_LargeInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_File_Too_LargeInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_File_Too_LargeInputs = {
    megabytes: NonNullable<unknown>;
};
