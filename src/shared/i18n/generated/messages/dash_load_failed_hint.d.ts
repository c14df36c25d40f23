/**
* | output |
* | --- |
* | "Please reload this page in a little while." |
*
* @param {Dash_Load_Failed_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_load_failed_hint: ((inputs?: Dash_Load_Failed_HintInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Load_Failed_HintInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Load_Failed_HintInputs = {};
