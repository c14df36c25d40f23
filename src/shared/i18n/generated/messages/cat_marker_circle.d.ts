/**
* | output |
* | --- |
* | "Coloured circle" |
*
* @param {Cat_Marker_CircleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const cat_marker_circle: ((inputs?: Cat_Marker_CircleInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cat_Marker_CircleInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cat_Marker_CircleInputs = {};
