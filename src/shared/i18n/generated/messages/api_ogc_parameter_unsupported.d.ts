/**
* | output |
* | --- |
* | "The parameter \"{name}\" is not supported: this endpoint accepts only {allowed}." |
*
* @param {Api_Ogc_Parameter_UnsupportedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_ogc_parameter_unsupported: ((inputs: Api_Ogc_Parameter_UnsupportedInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Ogc_Parameter_UnsupportedInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Ogc_Parameter_UnsupportedInputs = {
    name: NonNullable<unknown>;
    allowed: NonNullable<unknown>;
};
