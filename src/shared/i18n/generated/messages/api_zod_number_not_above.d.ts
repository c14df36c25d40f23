/**
* | output |
* | --- |
* | "Too small: must be more than {minimum}." |
*
* @param {Api_Zod_Number_Not_AboveInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zod_number_not_above: ((inputs: Api_Zod_Number_Not_AboveInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Zod_Number_Not_AboveInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Zod_Number_Not_AboveInputs = {
    minimum: NonNullable<unknown>;
};
