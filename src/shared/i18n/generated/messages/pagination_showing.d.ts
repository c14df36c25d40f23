/**
* | output |
* | --- |
* | "Showing {first} to {last} of {total}" |
*
* @param {Pagination_ShowingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pagination_showing: ((inputs: Pagination_ShowingInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pagination_ShowingInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pagination_ShowingInputs = {
    first: NonNullable<unknown>;
    last: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
