/**
* | output |
* | --- |
* | "Are you sure you want to delete this {thing}?" |
*
* @param {Delete_Confirm_TextInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const delete_confirm_text: ((inputs: Delete_Confirm_TextInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Delete_Confirm_TextInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Delete_Confirm_TextInputs = {
    thing: NonNullable<unknown>;
};
