/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Image_TypeInputs */

const id_x_standar_api_image_type = /** @type {(inputs: Api_Image_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The image must be a PNG, JPEG, WebP or GIF file.`)
};

const id_api_image_type = /** @type {(inputs: Api_Image_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gambar harus berupa berkas PNG, JPEG, WebP, atau GIF.`)
};

const en_api_image_type = /** @type {(inputs: Api_Image_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The image must be a PNG, JPEG, WebP or GIF file.`)
};

/**
* | output |
* | --- |
* | "The image must be a PNG, JPEG, WebP or GIF file." |
*
* @param {Api_Image_TypeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_image_type = /** @type {((inputs?: Api_Image_TypeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Image_TypeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_image_type(inputs)
	if (locale === "en") return en_api_image_type(inputs)
	return id_x_standar_api_image_type(inputs)
});