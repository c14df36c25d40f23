/**
* | output |
* | --- |
* | "Cannot mix procedure types in one call: {types}." |
*
* @param {Api_Trpc_Mixed_TypesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_trpc_mixed_types: ((inputs: Api_Trpc_Mixed_TypesInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Trpc_Mixed_TypesInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Trpc_Mixed_TypesInputs = {
    types: NonNullable<unknown>;
};
