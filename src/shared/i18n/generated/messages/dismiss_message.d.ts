/**
* | output |
* | --- |
* | "Dismiss message" |
*
* @param {Dismiss_MessageInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dismiss_message: ((inputs?: Dismiss_MessageInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dismiss_MessageInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dismiss_MessageInputs = {};
