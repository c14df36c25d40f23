/**
* | output |
* | --- |
* | "Invalid input." |
*
* @param {Api_Zod_Invalid_InputInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_zod_invalid_input: ((inputs?: Api_Zod_Invalid_InputInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Zod_Invalid_InputInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Zod_Invalid_InputInputs = {};
