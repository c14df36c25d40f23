/**
* | output |
* | --- |
* | "The image may not have more than 40 million pixels." |
*
* @param {Api_Image_PixelsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_image_pixels: ((inputs?: Api_Image_PixelsInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Image_PixelsInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Image_PixelsInputs = {};
