/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Image_CurrentInputs */

const id_x_standar_image_current = /** @type {(inputs: Image_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current image`)
};

const id_image_current = /** @type {(inputs: Image_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gambar saat ini`)
};

const en_image_current = /** @type {(inputs: Image_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current image`)
};

/**
* | output |
* | --- |
* | "Current image" |
*
* @param {Image_CurrentInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const image_current = /** @type {((inputs?: Image_CurrentInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Image_CurrentInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_image_current(inputs)
	if (locale === "en") return en_image_current(inputs)
	return id_x_standar_image_current(inputs)
});