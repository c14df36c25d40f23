/**
* | output |
* | --- |
* | "\"{name}\" was restored." |
*
* @param {Deleted_RestoredInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const deleted_restored: ((inputs: Deleted_RestoredInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deleted_RestoredInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deleted_RestoredInputs = {
    name: NonNullable<unknown>;
};
