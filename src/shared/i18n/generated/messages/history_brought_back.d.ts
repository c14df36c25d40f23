/**
* | output |
* | --- |
* | "Brought back from Recently deleted" |
*
* @param {History_Brought_BackInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_brought_back: ((inputs?: History_Brought_BackInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_Brought_BackInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_Brought_BackInputs = {};
