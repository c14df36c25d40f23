/**
* | output |
* | --- |
* | "Change the category's name, picture or colour." |
*
* @param {Cat_Edit_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const cat_edit_subtitle: ((inputs?: Cat_Edit_SubtitleInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cat_Edit_SubtitleInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cat_Edit_SubtitleInputs = {};
