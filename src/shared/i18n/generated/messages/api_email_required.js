/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Email_RequiredInputs */

const id_x_standar_api_email_required = /** @type {(inputs: Api_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The email is required.`)
};

const id_api_email_required = /** @type {(inputs: Api_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email wajib diisi.`)
};

const en_api_email_required = /** @type {(inputs: Api_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The email is required.`)
};

/**
* | output |
* | --- |
* | "The email is required." |
*
* @param {Api_Email_RequiredInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_email_required = /** @type {((inputs?: Api_Email_RequiredInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Email_RequiredInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_email_required(inputs)
	if (locale === "en") return en_api_email_required(inputs)
	return id_x_standar_api_email_required(inputs)
});