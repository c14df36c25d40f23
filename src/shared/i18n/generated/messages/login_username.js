/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_UsernameInputs */

const id_x_standar_login_username = /** @type {(inputs: Login_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Username`)
};

const id_login_username = /** @type {(inputs: Login_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nama pengguna`)
};

const en_login_username = /** @type {(inputs: Login_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Username`)
};

/**
* | output |
* | --- |
* | "Username" |
*
* @param {Login_UsernameInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const login_username = /** @type {((inputs?: Login_UsernameInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_UsernameInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_login_username(inputs)
	if (locale === "en") return en_login_username(inputs)
	return id_x_standar_login_username(inputs)
});