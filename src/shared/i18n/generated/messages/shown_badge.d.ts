/**
* | output |
* | --- |
* | "Shown" |
*
* @param {Shown_BadgeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const shown_badge: ((inputs?: Shown_BadgeInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shown_BadgeInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shown_BadgeInputs = {};
