/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Language_ValuesInputs */

const id_x_standar_api_language_values = /** @type {(inputs: Api_Language_ValuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The language must be standar, id or en.`)
};

const id_api_language_values = /** @type {(inputs: Api_Language_ValuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bahasa harus standar, id, atau en.`)
};

const en_api_language_values = /** @type {(inputs: Api_Language_ValuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The language must be standar, id or en.`)
};

/**
* | output |
* | --- |
* | "The language must be standar, id or en." |
*
* @param {Api_Language_ValuesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_language_values = /** @type {((inputs?: Api_Language_ValuesInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Language_ValuesInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_language_values(inputs)
	if (locale === "en") return en_api_language_values(inputs)
	return id_x_standar_api_language_values(inputs)
});