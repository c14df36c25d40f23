/**
* | output |
* | --- |
* | "The KMZ holds more than 100 links (NetworkLinks) between its own KML files; save it as one KML file or split it into smaller files." |
*
* @param {Api_Kmz_LinksInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_kmz_links: ((inputs?: Api_Kmz_LinksInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Kmz_LinksInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Kmz_LinksInputs = {};
