/**
* | output |
* | --- |
* | "The KMZ holds no .kml file." |
*
* @param {Api_Kmz_No_KmlInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_kmz_no_kml: ((inputs?: Api_Kmz_No_KmlInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Kmz_No_KmlInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Kmz_No_KmlInputs = {};
