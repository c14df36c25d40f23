/**
* | output |
* | --- |
* | "{what} (without a version: overwrote)" |
*
* @param {History_OverwroteInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_overwrote: ((inputs: History_OverwroteInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_OverwroteInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_OverwroteInputs = {
    what: NonNullable<unknown>;
};
