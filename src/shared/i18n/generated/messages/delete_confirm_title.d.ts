/**
* | output |
* | --- |
* | "Delete {thing}" |
*
* @param {Delete_Confirm_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const delete_confirm_title: ((inputs: Delete_Confirm_TitleInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Delete_Confirm_TitleInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Delete_Confirm_TitleInputs = {
    thing: NonNullable<unknown>;
};
