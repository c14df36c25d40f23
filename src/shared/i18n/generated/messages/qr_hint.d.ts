/**
* | output |
* | --- |
* | "Scan this code to open this place on the village map." |
*
* @param {Qr_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const qr_hint: ((inputs?: Qr_HintInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Qr_HintInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Qr_HintInputs = {};
