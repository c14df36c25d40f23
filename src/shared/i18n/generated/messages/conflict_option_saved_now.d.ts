/**
* | output |
* | --- |
* | "{field}: saved now" |
*
* @param {Conflict_Option_Saved_NowInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const conflict_option_saved_now: ((inputs: Conflict_Option_Saved_NowInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conflict_Option_Saved_NowInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conflict_Option_Saved_NowInputs = {
    field: NonNullable<unknown>;
};
