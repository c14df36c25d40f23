/**
* | output |
* | --- |
* | "Unknown error" |
*
* @param {Map_Unknown_ErrorInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_unknown_error: ((inputs?: Map_Unknown_ErrorInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Map_Unknown_ErrorInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Map_Unknown_ErrorInputs = {};
