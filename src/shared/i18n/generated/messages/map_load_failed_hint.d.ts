/**
* | output |
* | --- |
* | "Check the connection, then try again." |
*
* @param {Map_Load_Failed_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_load_failed_hint: ((inputs?: Map_Load_Failed_HintInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Map_Load_Failed_HintInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Map_Load_Failed_HintInputs = {};
