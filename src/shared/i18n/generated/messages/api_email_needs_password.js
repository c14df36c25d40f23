/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Email_Needs_PasswordInputs */

const id_x_standar_api_email_needs_password = /** @type {(inputs: Api_Email_Needs_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your current password to change your email.`)
};

const id_api_email_needs_password = /** @type {(inputs: Api_Email_Needs_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masukkan kata sandi Anda saat ini untuk mengubah email.`)
};

const en_api_email_needs_password = /** @type {(inputs: Api_Email_Needs_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your current password to change your email.`)
};

/**
* | output |
* | --- |
* | "Enter your current password to change your email." |
*
* @param {Api_Email_Needs_PasswordInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_email_needs_password = /** @type {((inputs?: Api_Email_Needs_PasswordInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Email_Needs_PasswordInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_email_needs_password(inputs)
	if (locale === "en") return en_api_email_needs_password(inputs)
	return id_x_standar_api_email_needs_password(inputs)
});