/**
* | output |
* | --- |
* | "The geometry must be valid JSON." |
*
* @param {Settings_Boundary_Json_InvalidInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_boundary_json_invalid: ((inputs?: Settings_Boundary_Json_InvalidInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Boundary_Json_InvalidInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Boundary_Json_InvalidInputs = {};
