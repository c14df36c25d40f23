/**
* | output |
* | --- |
* | "Saved now" |
*
* @param {Conflict_Saved_NowInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const conflict_saved_now: ((inputs?: Conflict_Saved_NowInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conflict_Saved_NowInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conflict_Saved_NowInputs = {};
