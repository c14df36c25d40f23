/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Api_Address_LongInputs */

const id_x_standar_api_address_long = /** @type {(inputs: Api_Address_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The address may not be longer than ${i?.max} characters.`)
};

const id_api_address_long = /** @type {(inputs: Api_Address_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alamat tidak boleh lebih dari ${i?.max} karakter.`)
};

const en_api_address_long = /** @type {(inputs: Api_Address_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The address may not be longer than ${i?.max} characters.`)
};

/**
* | output |
* | --- |
* | "The address may not be longer than {max} characters." |
*
* @param {Api_Address_LongInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_address_long = /** @type {((inputs: Api_Address_LongInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Address_LongInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_address_long(inputs)
	if (locale === "en") return en_api_address_long(inputs)
	return id_x_standar_api_address_long(inputs)
});