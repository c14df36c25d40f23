/**
* | output |
* | --- |
* | "Previous page" |
*
* @param {Pagination_PreviousInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pagination_previous: ((inputs?: Pagination_PreviousInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pagination_PreviousInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pagination_PreviousInputs = {};
