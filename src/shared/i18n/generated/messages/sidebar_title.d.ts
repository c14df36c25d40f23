/**
* | output |
* | --- |
* | "Categories" |
*
* @param {Sidebar_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const sidebar_title: ((inputs?: Sidebar_TitleInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sidebar_TitleInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sidebar_TitleInputs = {};
