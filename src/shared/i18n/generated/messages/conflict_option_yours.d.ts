/**
* | output |
* | --- |
* | "{field}: yours" |
*
* @param {Conflict_Option_YoursInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const conflict_option_yours: ((inputs: Conflict_Option_YoursInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conflict_Option_YoursInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conflict_Option_YoursInputs = {
    field: NonNullable<unknown>;
};
