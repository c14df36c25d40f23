/**
* | output |
* | --- |
* | "{Thing} deleted successfully!" |
*
* @param {Delete_SuccessInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const delete_success: ((inputs: Delete_SuccessInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Delete_SuccessInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Delete_SuccessInputs = {
    Thing: NonNullable<unknown>;
};
