/**
* | output |
* | --- |
* | "This is the current version." |
*
* @param {History_Is_CurrentInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_is_current: ((inputs?: History_Is_CurrentInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_Is_CurrentInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_Is_CurrentInputs = {};
