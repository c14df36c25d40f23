/**
* | output |
* | --- |
* | "Grey: as it is now. Amber: the chosen version." |
*
* @param {Compare_LegendInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const compare_legend: ((inputs?: Compare_LegendInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Compare_LegendInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Compare_LegendInputs = {};
