/**
* | output |
* | --- |
* | "The zip file is damaged or incomplete; it cannot be opened." |
*
* @param {Api_Zip_DamagedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zip_damaged: ((inputs?: Api_Zip_DamagedInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Zip_DamagedInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Zip_DamagedInputs = {};
