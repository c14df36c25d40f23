/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Image_UnreadableInputs */

const id_x_standar_api_image_unreadable = /** @type {(inputs: Api_Image_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The image could not be read: it is damaged or not a PNG, JPEG, WebP or GIF image.`)
};

const id_api_image_unreadable = /** @type {(inputs: Api_Image_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gambar tidak dapat dibaca: gambar rusak atau bukan gambar PNG, JPEG, WebP, atau GIF.`)
};

const en_api_image_unreadable = /** @type {(inputs: Api_Image_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The image could not be read: it is damaged or not a PNG, JPEG, WebP or GIF image.`)
};

/**
* | output |
* | --- |
* | "The image could not be read: it is damaged or not a PNG, JPEG, WebP or GIF image." |
*
* @param {Api_Image_UnreadableInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_image_unreadable = /** @type {((inputs?: Api_Image_UnreadableInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Image_UnreadableInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_image_unreadable(inputs)
	if (locale === "en") return en_api_image_unreadable(inputs)
	return id_x_standar_api_image_unreadable(inputs)
});