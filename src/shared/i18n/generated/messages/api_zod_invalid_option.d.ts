/**
* | output |
* | --- |
* | "Invalid option: expected one of {options}." |
*
* @param {Api_Zod_Invalid_OptionInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zod_invalid_option: ((inputs: Api_Zod_Invalid_OptionInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Zod_Invalid_OptionInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Zod_Invalid_OptionInputs = {
    options: NonNullable<unknown>;
};
