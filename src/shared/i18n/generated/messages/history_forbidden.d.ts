/**
* | output |
* | --- |
* | "Only those who may edit this {thing} may read this history." |
*
* @param {History_ForbiddenInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_forbidden: ((inputs: History_ForbiddenInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_ForbiddenInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_ForbiddenInputs = {
    thing: NonNullable<unknown>;
};
