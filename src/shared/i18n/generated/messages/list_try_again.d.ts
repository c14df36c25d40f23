/**
* | output |
* | --- |
* | "Try again" |
*
* @param {List_Try_AgainInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const list_try_again: ((inputs?: List_Try_AgainInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<List_Try_AgainInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type List_Try_AgainInputs = {};
