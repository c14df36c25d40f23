/**
* | output |
* | --- |
* | "Show on the map: {name}" |
*
* @param {Locate_On_Map_NamedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const locate_on_map_named: ((inputs: Locate_On_Map_NamedInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Locate_On_Map_NamedInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Locate_On_Map_NamedInputs = {
    name: NonNullable<unknown>;
};
