/**
* | output |
* | --- |
* | "Close sidebar" |
*
* @param {Sidebar_CloseInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const sidebar_close: ((inputs?: Sidebar_CloseInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sidebar_CloseInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sidebar_CloseInputs = {};
