/**
* | output |
* | --- |
* | "GPX (points and tracks)" |
*
* @param {Format_GpxInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const format_gpx: ((inputs?: Format_GpxInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Format_GpxInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Format_GpxInputs = {};
