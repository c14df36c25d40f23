/**
* | output |
* | --- |
* | "Failed to load the {thing} data." |
*
* @param {Load_Failed_ThingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const load_failed_thing: ((inputs: Load_Failed_ThingInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Load_Failed_ThingInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Load_Failed_ThingInputs = {
    thing: NonNullable<unknown>;
};
