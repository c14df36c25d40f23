/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cat_Field_ColourInputs */

const id_x_standar_cat_field_colour = /** @type {(inputs: Cat_Field_ColourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colour`)
};

const id_cat_field_colour = /** @type {(inputs: Cat_Field_ColourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warna`)
};

const en_cat_field_colour = /** @type {(inputs: Cat_Field_ColourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colour`)
};

/**
* | output |
* | --- |
* | "Colour" |
*
* @param {Cat_Field_ColourInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const cat_field_colour = /** @type {((inputs?: Cat_Field_ColourInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cat_Field_ColourInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_cat_field_colour(inputs)
	if (locale === "en") return en_cat_field_colour(inputs)
	return id_x_standar_cat_field_colour(inputs)
});