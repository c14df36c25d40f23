/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} feature shown" |
* | * | "{count} features shown" |
*
* @param {Features_ShownInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const features_shown: ((inputs: Features_ShownInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Features_ShownInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Features_ShownInputs = {
    count: NonNullable<unknown>;
};
