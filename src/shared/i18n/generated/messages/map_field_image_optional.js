/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Field_Image_OptionalInputs */

const id_x_standar_map_field_image_optional = /** @type {(inputs: Map_Field_Image_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image (optional)`)
};

const id_map_field_image_optional = /** @type {(inputs: Map_Field_Image_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gambar (opsional)`)
};

const en_map_field_image_optional = /** @type {(inputs: Map_Field_Image_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image (optional)`)
};

/**
* | output |
* | --- |
* | "Image (optional)" |
*
* @param {Map_Field_Image_OptionalInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_field_image_optional = /** @type {((inputs?: Map_Field_Image_OptionalInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Field_Image_OptionalInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_field_image_optional(inputs)
	if (locale === "en") return en_map_field_image_optional(inputs)
	return id_x_standar_map_field_image_optional(inputs)
});