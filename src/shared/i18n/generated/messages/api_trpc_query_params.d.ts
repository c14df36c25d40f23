/**
* | output |
* | --- |
* | "The query parameters are not valid JSON." |
*
* @param {Api_Trpc_Query_ParamsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_trpc_query_params: ((inputs?: Api_Trpc_Query_ParamsInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Trpc_Query_ParamsInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Trpc_Query_ParamsInputs = {};
