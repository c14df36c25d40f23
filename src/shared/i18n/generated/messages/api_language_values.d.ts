/**
* | output |
* | --- |
* | "The language must be standar, id or en." |
*
* @param {Api_Language_ValuesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_language_values: ((inputs?: Api_Language_ValuesInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Language_ValuesInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Language_ValuesInputs = {};
