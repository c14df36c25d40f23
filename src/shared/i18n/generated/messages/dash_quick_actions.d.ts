/**
* | output |
* | --- |
* | "Quick Actions" |
*
* @param {Dash_Quick_ActionsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_quick_actions: ((inputs?: Dash_Quick_ActionsInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Quick_ActionsInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Quick_ActionsInputs = {};
