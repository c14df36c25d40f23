/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Address_TextInputs */

const id_x_standar_api_address_text = /** @type {(inputs: Api_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The address must be text.`)
};

const id_api_address_text = /** @type {(inputs: Api_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alamat harus berupa teks.`)
};

const en_api_address_text = /** @type {(inputs: Api_Address_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The address must be text.`)
};

/**
* | output |
* | --- |
* | "The address must be text." |
*
* @param {Api_Address_TextInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_address_text = /** @type {((inputs?: Api_Address_TextInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Address_TextInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_address_text(inputs)
	if (locale === "en") return en_api_address_text(inputs)
	return id_x_standar_api_address_text(inputs)
});