/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Field_LatitudeInputs */

const id_x_standar_map_field_latitude = /** @type {(inputs: Map_Field_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latitude`)
};

const id_map_field_latitude = /** @type {(inputs: Map_Field_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lintang`)
};

const en_map_field_latitude = /** @type {(inputs: Map_Field_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latitude`)
};

/**
* | output |
* | --- |
* | "Latitude" |
*
* @param {Map_Field_LatitudeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_field_latitude = /** @type {((inputs?: Map_Field_LatitudeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Field_LatitudeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_field_latitude(inputs)
	if (locale === "en") return en_map_field_latitude(inputs)
	return id_x_standar_map_field_latitude(inputs)
});