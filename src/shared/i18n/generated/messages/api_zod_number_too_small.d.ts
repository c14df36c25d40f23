/**
* | output |
* | --- |
* | "Too small: at least {minimum}." |
*
* @param {Api_Zod_Number_Too_SmallInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zod_number_too_small: ((inputs: Api_Zod_Number_Too_SmallInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Zod_Number_Too_SmallInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Zod_Number_Too_SmallInputs = {
    minimum: NonNullable<unknown>;
};
