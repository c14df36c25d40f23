/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Current_Password_EnterInputs */

const id_x_standar_api_current_password_enter = /** @type {(inputs: Api_Current_Password_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your current password.`)
};

const id_api_current_password_enter = /** @type {(inputs: Api_Current_Password_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masukkan kata sandi Anda saat ini.`)
};

const en_api_current_password_enter = /** @type {(inputs: Api_Current_Password_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your current password.`)
};

/**
* | output |
* | --- |
* | "Enter your current password." |
*
* @param {Api_Current_Password_EnterInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_current_password_enter = /** @type {((inputs?: Api_Current_Password_EnterInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Current_Password_EnterInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_current_password_enter(inputs)
	if (locale === "en") return en_api_current_password_enter(inputs)
	return id_x_standar_api_current_password_enter(inputs)
});