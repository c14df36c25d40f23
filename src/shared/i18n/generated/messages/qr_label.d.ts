/**
* | output |
* | --- |
* | "QR code for {url}" |
*
* @param {Qr_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const qr_label: ((inputs: Qr_LabelInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Qr_LabelInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Qr_LabelInputs = {
    url: NonNullable<unknown>;
};
