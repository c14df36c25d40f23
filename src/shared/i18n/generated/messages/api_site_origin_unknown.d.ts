/**
* | output |
* | --- |
* | "The site's public address is not configured (PUBLIC_URL or PUBLIC_HOSTS), so links to it cannot be written." |
*
* @param {Api_Site_Origin_UnknownInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_site_origin_unknown: ((inputs?: Api_Site_Origin_UnknownInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Site_Origin_UnknownInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Site_Origin_UnknownInputs = {};
