/**
* | output |
* | --- |
* | "Invalid input: expected {expected}, received {received}." |
*
* @param {Api_Zod_Invalid_TypeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zod_invalid_type: ((inputs: Api_Zod_Invalid_TypeInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Zod_Invalid_TypeInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Zod_Invalid_TypeInputs = {
    expected: NonNullable<unknown>;
    received: NonNullable<unknown>;
};
