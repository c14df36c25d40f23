/**
* | output |
* | --- |
* | "Upload the image as a file (multipart/form-data)." |
*
* @param {Api_Upload_Image_FileInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_upload_image_file: ((inputs?: Api_Upload_Image_FileInputs, options?: {
    locale?: "id-x-standar" | "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Upload_Image_FileInputs, {
    locale?: "id-x-standar" | "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Upload_Image_FileInputs = {};
