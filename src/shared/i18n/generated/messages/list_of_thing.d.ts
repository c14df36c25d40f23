/**
* | output |
* | --- |
* | "{Thing} list" |
*
* @param {List_Of_ThingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const list_of_thing: ((inputs: List_Of_ThingInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<List_Of_ThingInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type List_Of_ThingInputs = {
    Thing: NonNullable<unknown>;
};
