/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Email_LongInputs */

const id_x_standar_api_email_long = /** @type {(inputs: Api_Email_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The email may not be longer than 255 characters.`)
};

const id_api_email_long = /** @type {(inputs: Api_Email_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email tidak boleh lebih dari 255 karakter.`)
};

const en_api_email_long = /** @type {(inputs: Api_Email_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The email may not be longer than 255 characters.`)
};

/**
* | output |
* | --- |
* | "The email may not be longer than 255 characters." |
*
* @param {Api_Email_LongInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_email_long = /** @type {((inputs?: Api_Email_LongInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Email_LongInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_email_long(inputs)
	if (locale === "en") return en_api_email_long(inputs)
	return id_x_standar_api_email_long(inputs)
});