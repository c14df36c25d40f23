/**
* | output |
* | --- |
* | "Loading map data..." |
*
* @param {Loading_Map_DataInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const loading_map_data: ((inputs?: Loading_Map_DataInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Loading_Map_DataInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Loading_Map_DataInputs = {};
