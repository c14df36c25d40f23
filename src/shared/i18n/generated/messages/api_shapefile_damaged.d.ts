/**
* | output |
* | --- |
* | "The Shapefile {name} is damaged or incomplete; it cannot be read." |
*
* @param {Api_Shapefile_DamagedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_shapefile_damaged: ((inputs: Api_Shapefile_DamagedInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Shapefile_DamagedInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Shapefile_DamagedInputs = {
    name: NonNullable<unknown>;
};
