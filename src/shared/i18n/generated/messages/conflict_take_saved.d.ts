/**
* | output |
* | --- |
* | "Take all saved" |
*
* @param {Conflict_Take_SavedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const conflict_take_saved: ((inputs?: Conflict_Take_SavedInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conflict_Take_SavedInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conflict_Take_SavedInputs = {};
