/**
* | output |
* | --- |
* | "The projection in the .prj file ({name}) is not understood." |
*
* @param {Api_Prj_UnknownInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_prj_unknown: ((inputs: Api_Prj_UnknownInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Prj_UnknownInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Prj_UnknownInputs = {
    name: NonNullable<unknown>;
};
