/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Field_LongitudeInputs */

const id_x_standar_map_field_longitude = /** @type {(inputs: Map_Field_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitude`)
};

const id_map_field_longitude = /** @type {(inputs: Map_Field_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bujur`)
};

const en_map_field_longitude = /** @type {(inputs: Map_Field_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitude`)
};

/**
* | output |
* | --- |
* | "Longitude" |
*
* @param {Map_Field_LongitudeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_field_longitude = /** @type {((inputs?: Map_Field_LongitudeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Field_LongitudeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_field_longitude(inputs)
	if (locale === "en") return en_map_field_longitude(inputs)
	return id_x_standar_map_field_longitude(inputs)
});