/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Password_RequiredInputs */

const id_x_standar_api_password_required = /** @type {(inputs: Api_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The password is required.`)
};

const id_api_password_required = /** @type {(inputs: Api_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi wajib diisi.`)
};

const en_api_password_required = /** @type {(inputs: Api_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The password is required.`)
};

/**
* | output |
* | --- |
* | "The password is required." |
*
* @param {Api_Password_RequiredInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_password_required = /** @type {((inputs?: Api_Password_RequiredInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Password_RequiredInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_password_required(inputs)
	if (locale === "en") return en_api_password_required(inputs)
	return id_x_standar_api_password_required(inputs)
});