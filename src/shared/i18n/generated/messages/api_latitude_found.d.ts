/**
* | output |
* | --- |
* | "Latitude must be between -90 and 90 (found {value})." |
*
* @param {Api_Latitude_FoundInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_latitude_found: ((inputs: Api_Latitude_FoundInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Latitude_FoundInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Latitude_FoundInputs = {
    value: NonNullable<unknown>;
};
