/**
* | output |
* | --- |
* | "Keep all mine" |
*
* @param {Conflict_Keep_MineInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const conflict_keep_mine: ((inputs?: Conflict_Keep_MineInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conflict_Keep_MineInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conflict_Keep_MineInputs = {};
