/**
* | output |
* | --- |
* | "The image could not be read: it is damaged or not a PNG, JPEG, WebP or GIF image." |
*
* @param {Api_Image_UnreadableInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_image_unreadable: ((inputs?: Api_Image_UnreadableInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Image_UnreadableInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Image_UnreadableInputs = {};
