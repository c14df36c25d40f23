/**
* | output |
* | --- |
* | "Too big: at most {maximum}." |
*
* @param {Api_Zod_Number_Too_BigInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zod_number_too_big: ((inputs: Api_Zod_Number_Too_BigInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Zod_Number_Too_BigInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Zod_Number_Too_BigInputs = {
    maximum: NonNullable<unknown>;
};
