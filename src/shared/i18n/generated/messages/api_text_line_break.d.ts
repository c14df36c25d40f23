/**
* | output |
* | --- |
* | "Remove a line break at character {position}; it is not allowed here." |
*
* @param {Api_Text_Line_BreakInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_text_line_break: ((inputs: Api_Text_Line_BreakInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Text_Line_BreakInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Text_Line_BreakInputs = {
    position: NonNullable<unknown>;
};
