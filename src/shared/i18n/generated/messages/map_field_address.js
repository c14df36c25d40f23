/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Field_AddressInputs */

const id_x_standar_map_field_address = /** @type {(inputs: Map_Field_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

const id_map_field_address = /** @type {(inputs: Map_Field_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alamat`)
};

const en_map_field_address = /** @type {(inputs: Map_Field_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

/**
* | output |
* | --- |
* | "Address" |
*
* @param {Map_Field_AddressInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_field_address = /** @type {((inputs?: Map_Field_AddressInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Field_AddressInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_field_address(inputs)
	if (locale === "en") return en_map_field_address(inputs)
	return id_x_standar_map_field_address(inputs)
});