/**
* | output |
* | --- |
* | "This {thing} was changed by {by} at {at} since you opened it" |
*
* @param {Conflict_Title_By_AtInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const conflict_title_by_at: ((inputs: Conflict_Title_By_AtInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conflict_Title_By_AtInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conflict_Title_By_AtInputs = {
    thing: NonNullable<unknown>;
    by: NonNullable<unknown>;
    at: NonNullable<unknown>;
};
