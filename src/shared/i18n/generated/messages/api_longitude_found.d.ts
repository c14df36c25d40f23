/**
* | output |
* | --- |
* | "Longitude must be between -180 and 180 (found {value})." |
*
* @param {Api_Longitude_FoundInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_longitude_found: ((inputs: Api_Longitude_FoundInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Longitude_FoundInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Longitude_FoundInputs = {
    value: NonNullable<unknown>;
};
