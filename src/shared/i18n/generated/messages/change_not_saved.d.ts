/**
* | output |
* | --- |
* | "The change could not be saved." |
*
* @param {Change_Not_SavedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const change_not_saved: ((inputs?: Change_Not_SavedInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Not_SavedInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Change_Not_SavedInputs = {};
