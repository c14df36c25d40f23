/**
* | output |
* | --- |
* | "Maps" |
*
* @param {Perm_Group_MapsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_group_maps: ((inputs?: Perm_Group_MapsInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Perm_Group_MapsInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Perm_Group_MapsInputs = {};
