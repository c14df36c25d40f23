/**
* | output |
* | --- |
* | "Failed to delete {thing}: {message}" |
*
* @param {Delete_FailedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const delete_failed: ((inputs: Delete_FailedInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Delete_FailedInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Delete_FailedInputs = {
    thing: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
