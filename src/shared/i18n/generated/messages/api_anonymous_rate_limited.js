/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Anonymous_Rate_LimitedInputs */

const id_x_standar_api_anonymous_rate_limited = /** @type {(inputs: Api_Anonymous_Rate_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This address has asked for too many new downloads, pictures or map pages. Please wait a minute and try again.`)
};

const id_api_anonymous_rate_limited = /** @type {(inputs: Api_Anonymous_Rate_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terlalu banyak permintaan unduhan, gambar, atau halaman peta baru dari alamat ini. Tunggu satu menit, lalu coba lagi.`)
};

const en_api_anonymous_rate_limited = /** @type {(inputs: Api_Anonymous_Rate_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This address has asked for too many new downloads, pictures or map pages. Please wait a minute and try again.`)
};

/**
* | output |
* | --- |
* | "This address has asked for too many new downloads, pictures or map pages. Please wait a minute and try again." |
*
* @param {Api_Anonymous_Rate_LimitedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_anonymous_rate_limited = /** @type {((inputs?: Api_Anonymous_Rate_LimitedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Anonymous_Rate_LimitedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_anonymous_rate_limited(inputs)
	if (locale === "en") return en_api_anonymous_rate_limited(inputs)
	return id_x_standar_api_anonymous_rate_limited(inputs)
});