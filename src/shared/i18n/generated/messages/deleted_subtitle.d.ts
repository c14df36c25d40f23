/**
* | output |
* | --- |
* | "Deleted {things} can be restored for 30 days; after that they are removed for good." |
*
* @param {Deleted_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const deleted_subtitle: ((inputs: Deleted_SubtitleInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deleted_SubtitleInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deleted_SubtitleInputs = {
    things: NonNullable<unknown>;
};
