/**
* | output |
* | --- |
* | "Coordinates must be finite numbers." |
*
* @param {Api_Coordinates_FiniteInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_coordinates_finite: ((inputs?: Api_Coordinates_FiniteInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Coordinates_FiniteInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Coordinates_FiniteInputs = {};
