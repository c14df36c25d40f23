/**
* | output |
* | --- |
* | "{product} Geographic Information System" |
*
* @param {Product_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const product_subtitle: ((inputs: Product_SubtitleInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Product_SubtitleInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Product_SubtitleInputs = {
    product: NonNullable<unknown>;
};
