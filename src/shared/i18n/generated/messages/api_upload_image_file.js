/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Upload_Image_FileInputs */

const id_x_standar_api_upload_image_file = /** @type {(inputs: Api_Upload_Image_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload the image as a file (multipart/form-data).`)
};

const id_api_upload_image_file = /** @type {(inputs: Api_Upload_Image_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unggah gambar sebagai berkas (multipart/form-data).`)
};

const en_api_upload_image_file = /** @type {(inputs: Api_Upload_Image_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload the image as a file (multipart/form-data).`)
};

/**
* | output |
* | --- |
* | "Upload the image as a file (multipart/form-data)." |
*
* @param {Api_Upload_Image_FileInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_upload_image_file = /** @type {((inputs?: Api_Upload_Image_FileInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Upload_Image_FileInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_upload_image_file(inputs)
	if (locale === "en") return en_api_upload_image_file(inputs)
	return id_x_standar_api_upload_image_file(inputs)
});