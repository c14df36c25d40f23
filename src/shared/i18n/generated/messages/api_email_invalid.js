/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Email_InvalidInputs */

const id_x_standar_api_email_invalid = /** @type {(inputs: Api_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid email address.`)
};

const id_api_email_invalid = /** @type {(inputs: Api_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masukkan alamat email yang valid.`)
};

const en_api_email_invalid = /** @type {(inputs: Api_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid email address.`)
};

/**
* | output |
* | --- |
* | "Enter a valid email address." |
*
* @param {Api_Email_InvalidInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_email_invalid = /** @type {((inputs?: Api_Email_InvalidInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Email_InvalidInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_email_invalid(inputs)
	if (locale === "en") return en_api_email_invalid(inputs)
	return id_x_standar_api_email_invalid(inputs)
});