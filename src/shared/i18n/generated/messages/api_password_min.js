/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Password_MinInputs */

const id_x_standar_api_password_min = /** @type {(inputs: Api_Password_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The password must be at least 8 characters.`)
};

const id_api_password_min = /** @type {(inputs: Api_Password_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi minimal 8 karakter.`)
};

const en_api_password_min = /** @type {(inputs: Api_Password_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The password must be at least 8 characters.`)
};

/**
* | output |
* | --- |
* | "The password must be at least 8 characters." |
*
* @param {Api_Password_MinInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_password_min = /** @type {((inputs?: Api_Password_MinInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Password_MinInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_password_min(inputs)
	if (locale === "en") return en_api_password_min(inputs)
	return id_x_standar_api_password_min(inputs)
});