/**
* | output |
* | --- |
* | "Recently deleted {things}" |
*
* @param {Deleted_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const deleted_title: ((inputs: Deleted_TitleInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deleted_TitleInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deleted_TitleInputs = {
    things: NonNullable<unknown>;
};
