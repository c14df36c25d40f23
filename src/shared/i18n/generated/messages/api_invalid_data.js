/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Invalid_DataInputs */

const id_x_standar_api_invalid_data = /** @type {(inputs: Api_Invalid_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The given data was invalid.`)
};

const id_api_invalid_data = /** @type {(inputs: Api_Invalid_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data yang dikirim tidak valid.`)
};

const en_api_invalid_data = /** @type {(inputs: Api_Invalid_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The given data was invalid.`)
};

/**
* | output |
* | --- |
* | "The given data was invalid." |
*
* @param {Api_Invalid_DataInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_invalid_data = /** @type {((inputs?: Api_Invalid_DataInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Invalid_DataInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_invalid_data(inputs)
	if (locale === "en") return en_api_invalid_data(inputs)
	return id_x_standar_api_invalid_data(inputs)
});