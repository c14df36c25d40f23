/**
* | output |
* | --- |
* | "Click once to start and again to finish." |
*
* @param {Draw_Hint_Two_ClicksInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const draw_hint_two_clicks: ((inputs?: Draw_Hint_Two_ClicksInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Draw_Hint_Two_ClicksInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Draw_Hint_Two_ClicksInputs = {};
