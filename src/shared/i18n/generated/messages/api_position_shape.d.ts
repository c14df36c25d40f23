/**
* | output |
* | --- |
* | "Each position must be [longitude, latitude], optionally followed by an altitude." |
*
* @param {Api_Position_ShapeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_position_shape: ((inputs?: Api_Position_ShapeInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Position_ShapeInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Position_ShapeInputs = {};
