/**
* | output |
* | --- |
* | "This value is already taken; choose another." |
*
* @param {Api_Value_TakenInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_value_taken: ((inputs?: Api_Value_TakenInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Value_TakenInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Value_TakenInputs = {};
