/**
* | output |
* | --- |
* | "Too long: at most {maximum} characters." |
*
* @param {Api_Zod_String_Too_LongInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zod_string_too_long: ((inputs: Api_Zod_String_Too_LongInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Zod_String_Too_LongInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Zod_String_Too_LongInputs = {
    maximum: NonNullable<unknown>;
};
