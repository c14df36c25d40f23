/**
* | output |
* | --- |
* | "This {thing} was changed at {at} since you opened it" |
*
* @param {Conflict_Title_AtInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const conflict_title_at: ((inputs: Conflict_Title_AtInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conflict_Title_AtInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conflict_Title_AtInputs = {
    thing: NonNullable<unknown>;
    at: NonNullable<unknown>;
};
