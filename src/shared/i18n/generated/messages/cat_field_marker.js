/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cat_Field_MarkerInputs */

const id_x_standar_cat_field_marker = /** @type {(inputs: Cat_Field_MarkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marker`)
};

const id_cat_field_marker = /** @type {(inputs: Cat_Field_MarkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penanda`)
};

const en_cat_field_marker = /** @type {(inputs: Cat_Field_MarkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marker`)
};

/**
* | output |
* | --- |
* | "Marker" |
*
* @param {Cat_Field_MarkerInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const cat_field_marker = /** @type {((inputs?: Cat_Field_MarkerInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cat_Field_MarkerInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_cat_field_marker(inputs)
	if (locale === "en") return en_cat_field_marker(inputs)
	return id_x_standar_cat_field_marker(inputs)
});