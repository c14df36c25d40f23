/**
* | output |
* | --- |
* | "No geometry is accepted here." |
*
* @param {Api_Geometry_None_AcceptedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_geometry_none_accepted: ((inputs?: Api_Geometry_None_AcceptedInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Geometry_None_AcceptedInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Geometry_None_AcceptedInputs = {};
