/**
* | output |
* | --- |
* | "Unsupported content-type \"{type}\"." |
*
* @param {Api_Trpc_Content_TypeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_trpc_content_type: ((inputs: Api_Trpc_Content_TypeInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Trpc_Content_TypeInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Trpc_Content_TypeInputs = {
    type: NonNullable<unknown>;
};
