/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Email_ExistsInputs */

const id_x_standar_api_email_exists = /** @type {(inputs: Api_Email_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email already exists`)
};

const id_api_email_exists = /** @type {(inputs: Api_Email_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email sudah dipakai.`)
};

const en_api_email_exists = /** @type {(inputs: Api_Email_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email already exists`)
};

/**
* | output |
* | --- |
* | "Email already exists" |
*
* @param {Api_Email_ExistsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_email_exists = /** @type {((inputs?: Api_Email_ExistsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Email_ExistsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_email_exists(inputs)
	if (locale === "en") return en_api_email_exists(inputs)
	return id_x_standar_api_email_exists(inputs)
});