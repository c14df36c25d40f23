/**
* | output |
* | --- |
* | "The parameter \"{name}\" is given more than once." |
*
* @param {Api_Ogc_Parameter_TwiceInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_ogc_parameter_twice: ((inputs: Api_Ogc_Parameter_TwiceInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Ogc_Parameter_TwiceInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Ogc_Parameter_TwiceInputs = {
    name: NonNullable<unknown>;
};
