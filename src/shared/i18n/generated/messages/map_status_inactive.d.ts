/**
* | output |
* | --- |
* | "Inactive" |
*
* @param {Map_Status_InactiveInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_status_inactive: ((inputs?: Map_Status_InactiveInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Map_Status_InactiveInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Map_Status_InactiveInputs = {};
