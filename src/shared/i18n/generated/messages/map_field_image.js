/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Field_ImageInputs */

const id_x_standar_map_field_image = /** @type {(inputs: Map_Field_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image`)
};

const id_map_field_image = /** @type {(inputs: Map_Field_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gambar`)
};

const en_map_field_image = /** @type {(inputs: Map_Field_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image`)
};

/**
* | output |
* | --- |
* | "Image" |
*
* @param {Map_Field_ImageInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_field_image = /** @type {((inputs?: Map_Field_ImageInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Field_ImageInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_field_image(inputs)
	if (locale === "en") return en_map_field_image(inputs)
	return id_x_standar_map_field_image(inputs)
});