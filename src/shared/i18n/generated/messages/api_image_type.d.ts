/**
* | output |
* | --- |
* | "The image must be a PNG, JPEG, WebP or GIF file." |
*
* @param {Api_Image_TypeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_image_type: ((inputs?: Api_Image_TypeInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Image_TypeInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Image_TypeInputs = {};
