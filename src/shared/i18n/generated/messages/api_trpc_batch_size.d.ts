/**
* | output |
* | --- |
* | "The batch call exceeds the maximum size." |
*
* @param {Api_Trpc_Batch_SizeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_trpc_batch_size: ((inputs?: Api_Trpc_Batch_SizeInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Trpc_Batch_SizeInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Trpc_Batch_SizeInputs = {};
