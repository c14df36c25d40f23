/**
* | output |
* | --- |
* | "Inactive Maps" |
*
* @param {Dash_Inactive_MapsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_inactive_maps: ((inputs?: Dash_Inactive_MapsInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Inactive_MapsInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Inactive_MapsInputs = {};
