/**
* | output |
* | --- |
* | "The map data could not be loaded." |
*
* @param {Map_Load_FailedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_load_failed: ((inputs?: Map_Load_FailedInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Map_Load_FailedInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Map_Load_FailedInputs = {};
