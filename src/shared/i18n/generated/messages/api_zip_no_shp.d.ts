/**
* | output |
* | --- |
* | "The zip holds no .shp file." |
*
* @param {Api_Zip_No_ShpInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zip_no_shp: ((inputs?: Api_Zip_No_ShpInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Zip_No_ShpInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Zip_No_ShpInputs = {};
