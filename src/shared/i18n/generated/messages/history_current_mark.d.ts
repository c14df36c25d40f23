/**
* | output |
* | --- |
* | "{summary} (current)" |
*
* @param {History_Current_MarkInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_current_mark: ((inputs: History_Current_MarkInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_Current_MarkInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_Current_MarkInputs = {
    summary: NonNullable<unknown>;
};
