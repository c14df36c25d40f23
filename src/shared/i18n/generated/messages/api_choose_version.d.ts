/**
* | output |
* | --- |
* | "Choose a version from the history." |
*
* @param {Api_Choose_VersionInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_choose_version: ((inputs?: Api_Choose_VersionInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Choose_VersionInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Choose_VersionInputs = {};
