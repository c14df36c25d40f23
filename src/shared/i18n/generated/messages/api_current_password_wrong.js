/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Current_Password_WrongInputs */

const id_x_standar_api_current_password_wrong = /** @type {(inputs: Api_Current_Password_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The current password is not right.`)
};

const id_api_current_password_wrong = /** @type {(inputs: Api_Current_Password_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi saat ini tidak benar.`)
};

const en_api_current_password_wrong = /** @type {(inputs: Api_Current_Password_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The current password is not right.`)
};

/**
* | output |
* | --- |
* | "The current password is not right." |
*
* @param {Api_Current_Password_WrongInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_current_password_wrong = /** @type {((inputs?: Api_Current_Password_WrongInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Current_Password_WrongInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_current_password_wrong(inputs)
	if (locale === "en") return en_api_current_password_wrong(inputs)
	return id_x_standar_api_current_password_wrong(inputs)
});