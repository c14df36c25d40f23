/**
* | output |
* | --- |
* | "\"{name}\" could not be restored. Try again." |
*
* @param {Deleted_Restore_FailedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const deleted_restore_failed: ((inputs: Deleted_Restore_FailedInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deleted_Restore_FailedInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deleted_Restore_FailedInputs = {
    name: NonNullable<unknown>;
};
