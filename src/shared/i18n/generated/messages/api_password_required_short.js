/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Password_Required_ShortInputs */

const id_x_standar_api_password_required_short = /** @type {(inputs: Api_Password_Required_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password is required.`)
};

const id_api_password_required_short = /** @type {(inputs: Api_Password_Required_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi wajib diisi.`)
};

const en_api_password_required_short = /** @type {(inputs: Api_Password_Required_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password is required.`)
};

/**
* | output |
* | --- |
* | "Password is required." |
*
* @param {Api_Password_Required_ShortInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_password_required_short = /** @type {((inputs?: Api_Password_Required_ShortInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Password_Required_ShortInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_password_required_short(inputs)
	if (locale === "en") return en_api_password_required_short(inputs)
	return id_x_standar_api_password_required_short(inputs)
});