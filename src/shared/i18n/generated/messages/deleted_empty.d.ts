/**
* | output |
* | --- |
* | "No {things} were deleted in the last 30 days" |
*
* @param {Deleted_EmptyInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const deleted_empty: ((inputs: Deleted_EmptyInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deleted_EmptyInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deleted_EmptyInputs = {
    things: NonNullable<unknown>;
};
