/**
* | output |
* | --- |
* | "Restored the version of {at}" |
*
* @param {History_Restored_OfInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_restored_of: ((inputs: History_Restored_OfInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_Restored_OfInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_Restored_OfInputs = {
    at: NonNullable<unknown>;
};
