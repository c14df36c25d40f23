/**
* | output |
* | --- |
* | "The GPX file is not well-formed XML ({detail})." |
*
* @param {Api_Xml_GpxInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_xml_gpx: ((inputs: Api_Xml_GpxInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Xml_GpxInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Xml_GpxInputs = {
    detail: NonNullable<unknown>;
};
