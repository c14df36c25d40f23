/**
* | output |
* | --- |
* | "Polygon rings must be closed: the first and last positions must be equal." |
*
* @param {Api_Ring_ClosedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_ring_closed: ((inputs?: Api_Ring_ClosedInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Ring_ClosedInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Ring_ClosedInputs = {};
