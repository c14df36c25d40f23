/**
* | output |
* | --- |
* | "The feature has no usable geometry (none, or a ring or line with too few points)." |
*
* @param {Api_Import_No_GeometryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_no_geometry: ((inputs?: Api_Import_No_GeometryInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Import_No_GeometryInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Import_No_GeometryInputs = {};
