/**
* | output |
* | --- |
* | "Unsupported {method} request to {type} procedure at path \"{path}\"." |
*
* @param {Api_Trpc_MethodInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_trpc_method: ((inputs: Api_Trpc_MethodInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Trpc_MethodInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Trpc_MethodInputs = {
    method: NonNullable<unknown>;
    type: NonNullable<unknown>;
    path: NonNullable<unknown>;
};
