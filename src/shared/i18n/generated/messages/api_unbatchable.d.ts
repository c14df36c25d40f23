/**
* | output |
* | --- |
* | "{path} cannot be batched; send it as a request of its own." |
*
* @param {Api_UnbatchableInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_unbatchable: ((inputs: Api_UnbatchableInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_UnbatchableInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_UnbatchableInputs = {
    path: NonNullable<unknown>;
};
