/**
* | output |
* | --- |
* | "The input is nested more than 32 levels deep." |
*
* @param {Api_Input_Too_DeepInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_input_too_deep: ((inputs?: Api_Input_Too_DeepInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Input_Too_DeepInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Input_Too_DeepInputs = {};
