/**
* | output |
* | --- |
* | "This would pass the village's storage limit: {size} of {limit} MB are in use by images and history. Replace large images with smaller ones (the images of del..." |
*
* @param {Api_Storage_FullInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_storage_full: ((inputs: Api_Storage_FullInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Storage_FullInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Storage_FullInputs = {
    size: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
