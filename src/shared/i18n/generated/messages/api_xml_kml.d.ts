/**
* | output |
* | --- |
* | "The KML file is not well-formed XML ({detail})." |
*
* @param {Api_Xml_KmlInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_xml_kml: ((inputs: Api_Xml_KmlInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Xml_KmlInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Xml_KmlInputs = {
    detail: NonNullable<unknown>;
};
