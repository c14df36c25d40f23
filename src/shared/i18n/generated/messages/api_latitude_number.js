/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Latitude_NumberInputs */

const id_x_standar_api_latitude_number = /** @type {(inputs: Api_Latitude_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The latitude must be a number.`)
};

const id_api_latitude_number = /** @type {(inputs: Api_Latitude_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lintang harus berupa angka.`)
};

const en_api_latitude_number = /** @type {(inputs: Api_Latitude_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The latitude must be a number.`)
};

/**
* | output |
* | --- |
* | "The latitude must be a number." |
*
* @param {Api_Latitude_NumberInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_latitude_number = /** @type {((inputs?: Api_Latitude_NumberInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Latitude_NumberInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_latitude_number(inputs)
	if (locale === "en") return en_api_latitude_number(inputs)
	return id_x_standar_api_latitude_number(inputs)
});