/**
* | output |
* | --- |
* | "Search in {name}..." |
*
* @param {Search_In_PlaceholderInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const search_in_placeholder: ((inputs: Search_In_PlaceholderInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_In_PlaceholderInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_In_PlaceholderInputs = {
    name: NonNullable<unknown>;
};
