/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Image_Types_HintInputs */

const id_x_standar_image_types_hint = /** @type {(inputs: Image_Types_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PNG, JPEG, WebP or GIF.`)
};

const id_image_types_hint = /** @type {(inputs: Image_Types_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PNG, JPEG, WebP, atau GIF.`)
};

const en_image_types_hint = /** @type {(inputs: Image_Types_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PNG, JPEG, WebP or GIF.`)
};

/**
* | output |
* | --- |
* | "PNG, JPEG, WebP or GIF." |
*
* @param {Image_Types_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const image_types_hint = /** @type {((inputs?: Image_Types_HintInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Image_Types_HintInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_image_types_hint(inputs)
	if (locale === "en") return en_image_types_hint(inputs)
	return id_x_standar_image_types_hint(inputs)
});