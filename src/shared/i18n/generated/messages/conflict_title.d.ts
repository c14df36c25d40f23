/**
* | output |
* | --- |
* | "This {thing} was changed since you opened it" |
*
* @param {Conflict_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const conflict_title: ((inputs: Conflict_TitleInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conflict_TitleInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conflict_TitleInputs = {
    thing: NonNullable<unknown>;
};
