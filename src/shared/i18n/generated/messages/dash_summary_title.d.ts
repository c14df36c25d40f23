/**
* | output |
* | --- |
* | "Summary" |
*
* @param {Dash_Summary_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_summary_title: ((inputs?: Dash_Summary_TitleInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Summary_TitleInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Summary_TitleInputs = {};
