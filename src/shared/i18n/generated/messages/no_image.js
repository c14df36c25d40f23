/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} No_ImageInputs */

const id_x_standar_no_image = /** @type {(inputs: No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No image`)
};

const id_no_image = /** @type {(inputs: No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tanpa gambar`)
};

const en_no_image = /** @type {(inputs: No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No image`)
};

/**
* | output |
* | --- |
* | "No image" |
*
* @param {No_ImageInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const no_image = /** @type {((inputs?: No_ImageInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<No_ImageInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_no_image(inputs)
	if (locale === "en") return en_no_image(inputs)
	return id_x_standar_no_image(inputs)
});