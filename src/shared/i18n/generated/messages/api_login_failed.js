/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Login_FailedInputs */

const id_x_standar_api_login_failed = /** @type {(inputs: Api_Login_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Username atau password salah`)
};

const id_api_login_failed = /** @type {(inputs: Api_Login_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nama pengguna atau kata sandi salah.`)
};

const en_api_login_failed = /** @type {(inputs: Api_Login_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incorrect username or password.`)
};

/**
* | output |
* | --- |
* | "Incorrect username or password." |
*
* @param {Api_Login_FailedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_login_failed = /** @type {((inputs?: Api_Login_FailedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Login_FailedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_login_failed(inputs)
	if (locale === "en") return en_api_login_failed(inputs)
	return id_x_standar_api_login_failed(inputs)
});