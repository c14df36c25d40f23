/**
* | output |
* | --- |
* | "Show on the map" |
*
* @param {Locate_On_MapInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const locate_on_map: ((inputs?: Locate_On_MapInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Locate_On_MapInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Locate_On_MapInputs = {};
