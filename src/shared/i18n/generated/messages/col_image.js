/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Col_ImageInputs */

const id_x_standar_col_image = /** @type {(inputs: Col_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image`)
};

const id_col_image = /** @type {(inputs: Col_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gambar`)
};

const en_col_image = /** @type {(inputs: Col_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image`)
};

/**
* | output |
* | --- |
* | "Image" |
*
* @param {Col_ImageInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const col_image = /** @type {((inputs?: Col_ImageInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Col_ImageInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_col_image(inputs)
	if (locale === "en") return en_col_image(inputs)
	return id_x_standar_col_image(inputs)
});