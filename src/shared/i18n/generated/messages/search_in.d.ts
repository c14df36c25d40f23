/**
* | output |
* | --- |
* | "Search in {name}" |
*
* @param {Search_InInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const search_in: ((inputs: Search_InInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_InInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_InInputs = {
    name: NonNullable<unknown>;
};
