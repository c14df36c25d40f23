/**
* | output |
* | --- |
* | "Restore {name}" |
*
* @param {Restore_NamedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const restore_named: ((inputs: Restore_NamedInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Restore_NamedInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Restore_NamedInputs = {
    name: NonNullable<unknown>;
};
