/**
* | output |
* | --- |
* | "Manage Maps" |
*
* @param {Dash_Manage_MapsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_manage_maps: ((inputs?: Dash_Manage_MapsInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Manage_MapsInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Manage_MapsInputs = {};
