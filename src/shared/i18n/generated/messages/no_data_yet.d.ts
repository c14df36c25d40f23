/**
* | output |
* | --- |
* | "No data yet." |
*
* @param {No_Data_YetInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const no_data_yet: ((inputs?: No_Data_YetInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<No_Data_YetInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type No_Data_YetInputs = {};
