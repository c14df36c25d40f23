/**
* | output |
* | --- |
* | "Not on the map: {count}" |
*
* @param {Import_Not_On_MapInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_not_on_map: ((inputs: Import_Not_On_MapInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Not_On_MapInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Not_On_MapInputs = {
    count: NonNullable<unknown>;
};
