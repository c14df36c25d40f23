/**
* | output |
* | --- |
* | "The geometry must be a {allowed} (found {found})." |
*
* @param {Api_Geometry_TypeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_geometry_type: ((inputs: Api_Geometry_TypeInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Geometry_TypeInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Geometry_TypeInputs = {
    allowed: NonNullable<unknown>;
    found: NonNullable<unknown>;
};
