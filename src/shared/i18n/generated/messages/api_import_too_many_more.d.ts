/**
* | output |
* | --- |
* | "The file holds more than {found} features; at most {max} can be imported at once. Split it into smaller files." |
*
* @param {Api_Import_Too_Many_MoreInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_import_too_many_more: ((inputs: Api_Import_Too_Many_MoreInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Import_Too_Many_MoreInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Import_Too_Many_MoreInputs = {
    found: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
