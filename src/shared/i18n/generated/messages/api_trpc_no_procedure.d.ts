/**
* | output |
* | --- |
* | "No procedure found on path \"{path}\"." |
*
* @param {Api_Trpc_No_ProcedureInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_trpc_no_procedure: ((inputs: Api_Trpc_No_ProcedureInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Trpc_No_ProcedureInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Trpc_No_ProcedureInputs = {
    path: NonNullable<unknown>;
};
