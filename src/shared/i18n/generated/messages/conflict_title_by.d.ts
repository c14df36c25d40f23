/**
* | output |
* | --- |
* | "This {thing} was changed by {by} since you opened it" |
*
* @param {Conflict_Title_ByInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const conflict_title_by: ((inputs: Conflict_Title_ByInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conflict_Title_ByInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conflict_Title_ByInputs = {
    thing: NonNullable<unknown>;
    by: NonNullable<unknown>;
};
