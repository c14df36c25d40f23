/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Password_SameInputs */

const id_x_standar_api_password_same = /** @type {(inputs: Api_Password_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a password different from the current one.`)
};

const id_api_password_same = /** @type {(inputs: Api_Password_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih kata sandi yang berbeda dari yang sekarang.`)
};

const en_api_password_same = /** @type {(inputs: Api_Password_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a password different from the current one.`)
};

/**
* | output |
* | --- |
* | "Choose a password different from the current one." |
*
* @param {Api_Password_SameInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_password_same = /** @type {((inputs?: Api_Password_SameInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Password_SameInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_password_same(inputs)
	if (locale === "en") return en_api_password_same(inputs)
	return id_x_standar_api_password_same(inputs)
});