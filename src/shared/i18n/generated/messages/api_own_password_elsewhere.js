/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Own_Password_ElsewhereInputs */

const id_x_standar_api_own_password_elsewhere = /** @type {(inputs: Api_Own_Password_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change your own password with "Change password" in the header; it asks for your current one.`)
};

const id_api_own_password_elsewhere = /** @type {(inputs: Api_Own_Password_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubah kata sandi Anda sendiri melalui "Ubah kata sandi" di bagian atas halaman; di sana Anda diminta kata sandi saat ini.`)
};

const en_api_own_password_elsewhere = /** @type {(inputs: Api_Own_Password_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change your own password with "Change password" in the header; it asks for your current one.`)
};

/**
* | output |
* | --- |
* | "Change your own password with \"Change password\" in the header; it asks for your current one." |
*
* @param {Api_Own_Password_ElsewhereInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_own_password_elsewhere = /** @type {((inputs?: Api_Own_Password_ElsewhereInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Own_Password_ElsewhereInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_own_password_elsewhere(inputs)
	if (locale === "en") return en_api_own_password_elsewhere(inputs)
	return id_x_standar_api_own_password_elsewhere(inputs)
});