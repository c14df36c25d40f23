/**
* | output |
* | --- |
* | "Page {page}" |
*
* @param {Pagination_PageInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pagination_page: ((inputs: Pagination_PageInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pagination_PageInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pagination_PageInputs = {
    page: NonNullable<unknown>;
};
