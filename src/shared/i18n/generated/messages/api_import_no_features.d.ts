/**
* | output |
* | --- |
* | "The file holds no features." |
*
* @param {Api_Import_No_FeaturesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_no_features: ((inputs?: Api_Import_No_FeaturesInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Import_No_FeaturesInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Import_No_FeaturesInputs = {};
