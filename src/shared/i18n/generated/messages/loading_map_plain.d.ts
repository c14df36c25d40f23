/**
* | output |
* | --- |
* | "Loading map..." |
*
* @param {Loading_Map_PlainInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const loading_map_plain: ((inputs?: Loading_Map_PlainInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Loading_Map_PlainInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Loading_Map_PlainInputs = {};
