/**
* | output |
* | --- |
* | "The image may not be larger than {megabytes} MB." |
*
* @param {Api_Image_Too_LargeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_image_too_large: ((inputs: Api_Image_Too_LargeInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Image_Too_LargeInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Image_Too_LargeInputs = {
    megabytes: NonNullable<unknown>;
};
