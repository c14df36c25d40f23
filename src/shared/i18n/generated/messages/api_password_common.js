/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Password_CommonInputs */

const id_x_standar_api_password_common = /** @type {(inputs: Api_Password_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This password is one of the most common ones; choose another.`)
};

const id_api_password_common = /** @type {(inputs: Api_Password_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi ini termasuk yang paling umum; pilih yang lain.`)
};

const en_api_password_common = /** @type {(inputs: Api_Password_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This password is one of the most common ones; choose another.`)
};

/**
* | output |
* | --- |
* | "This password is one of the most common ones; choose another." |
*
* @param {Api_Password_CommonInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_password_common = /** @type {((inputs?: Api_Password_CommonInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Password_CommonInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_password_common(inputs)
	if (locale === "en") return en_api_password_common(inputs)
	return id_x_standar_api_password_common(inputs)
});