/**
* | output |
* | --- |
* | "The status must be active or inactive." |
*
* @param {Api_Status_ValuesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_status_values: ((inputs?: Api_Status_ValuesInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Status_ValuesInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Status_ValuesInputs = {};
