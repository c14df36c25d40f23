/**
* | output |
* | --- |
* | "Total Map Layers" |
*
* @param {Dash_Total_Map_LayersInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_total_map_layers: ((inputs?: Dash_Total_Map_LayersInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Total_Map_LayersInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Total_Map_LayersInputs = {};
