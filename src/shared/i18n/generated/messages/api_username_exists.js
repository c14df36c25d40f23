/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Username_ExistsInputs */

const id_x_standar_api_username_exists = /** @type {(inputs: Api_Username_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Username already exists`)
};

const id_api_username_exists = /** @type {(inputs: Api_Username_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nama pengguna sudah dipakai.`)
};

const en_api_username_exists = /** @type {(inputs: Api_Username_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Username already exists`)
};

/**
* | output |
* | --- |
* | "Username already exists" |
*
* @param {Api_Username_ExistsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_username_exists = /** @type {((inputs?: Api_Username_ExistsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Username_ExistsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_username_exists(inputs)
	if (locale === "en") return en_api_username_exists(inputs)
	return id_x_standar_api_username_exists(inputs)
});