/**
* | output |
* | --- |
* | "Changed {fields}" |
*
* @param {History_ChangedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_changed: ((inputs: History_ChangedInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_ChangedInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_ChangedInputs = {
    fields: NonNullable<unknown>;
};
