/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Password_ConfirmationInputs */

const id_x_standar_api_password_confirmation = /** @type {(inputs: Api_Password_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The new password and its confirmation do not match.`)
};

const id_api_password_confirmation = /** @type {(inputs: Api_Password_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kata sandi baru dan konfirmasinya tidak sama.`)
};

const en_api_password_confirmation = /** @type {(inputs: Api_Password_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The new password and its confirmation do not match.`)
};

/**
* | output |
* | --- |
* | "The new password and its confirmation do not match." |
*
* @param {Api_Password_ConfirmationInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_password_confirmation = /** @type {((inputs?: Api_Password_ConfirmationInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Password_ConfirmationInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_password_confirmation(inputs)
	if (locale === "en") return en_api_password_confirmation(inputs)
	return id_x_standar_api_password_confirmation(inputs)
});