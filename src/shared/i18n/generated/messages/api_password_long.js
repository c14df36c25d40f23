/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Password_LongInputs */

const id_x_standar_api_password_long = /** @type {(inputs: Api_Password_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The password may not be longer than 1024 characters.`)
};

const id_api_password_long = /** @type {(inputs: Api_Password_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi tidak boleh lebih dari 1024 karakter.`)
};

const en_api_password_long = /** @type {(inputs: Api_Password_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The password may not be longer than 1024 characters.`)
};

/**
* | output |
* | --- |
* | "The password may not be longer than 1024 characters." |
*
* @param {Api_Password_LongInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_password_long = /** @type {((inputs?: Api_Password_LongInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Password_LongInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_password_long(inputs)
	if (locale === "en") return en_api_password_long(inputs)
	return id_x_standar_api_password_long(inputs)
});