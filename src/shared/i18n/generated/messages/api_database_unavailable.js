/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Database_UnavailableInputs */

const id_x_standar_api_database_unavailable = /** @type {(inputs: Api_Database_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The database is not available at the moment. Please try again in a little while.`)
};

const id_api_database_unavailable = /** @type {(inputs: Api_Database_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Basis data sedang tidak tersedia. Silakan coba lagi sebentar lagi.`)
};

const en_api_database_unavailable = /** @type {(inputs: Api_Database_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The database is not available at the moment. Please try again in a little while.`)
};

/**
* | output |
* | --- |
* | "The database is not available at the moment. Please try again in a little while." |
*
* @param {Api_Database_UnavailableInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_database_unavailable = /** @type {((inputs?: Api_Database_UnavailableInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Database_UnavailableInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_database_unavailable(inputs)
	if (locale === "en") return en_api_database_unavailable(inputs)
	return id_x_standar_api_database_unavailable(inputs)
});