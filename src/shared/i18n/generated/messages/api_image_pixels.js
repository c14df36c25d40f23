/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Image_PixelsInputs */

const id_x_standar_api_image_pixels = /** @type {(inputs: Api_Image_PixelsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The image may not have more than 40 million pixels.`)
};

const id_api_image_pixels = /** @type {(inputs: Api_Image_PixelsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gambar tidak boleh lebih dari 40 juta piksel.`)
};

const en_api_image_pixels = /** @type {(inputs: Api_Image_PixelsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The image may not have more than 40 million pixels.`)
};

/**
* | output |
* | --- |
* | "The image may not have more than 40 million pixels." |
*
* @param {Api_Image_PixelsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_image_pixels = /** @type {((inputs?: Api_Image_PixelsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Image_PixelsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_image_pixels(inputs)
	if (locale === "en") return en_api_image_pixels(inputs)
	return id_x_standar_api_image_pixels(inputs)
});