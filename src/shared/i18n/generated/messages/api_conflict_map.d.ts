/**
* | output |
* | --- |
* | "This map was changed since you opened it." |
*
* @param {Api_Conflict_MapInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_conflict_map: ((inputs?: Api_Conflict_MapInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Conflict_MapInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Conflict_MapInputs = {};
