/**
* | output |
* | --- |
* | "Remove a tab at character {position}; it is not allowed here." |
*
* @param {Api_Text_TabInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_text_tab: ((inputs: Api_Text_TabInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Text_TabInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Text_TabInputs = {
    position: NonNullable<unknown>;
};
