/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Longitude_NumberInputs */

const id_x_standar_api_longitude_number = /** @type {(inputs: Api_Longitude_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The longitude must be a number.`)
};

const id_api_longitude_number = /** @type {(inputs: Api_Longitude_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bujur harus berupa angka.`)
};

const en_api_longitude_number = /** @type {(inputs: Api_Longitude_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The longitude must be a number.`)
};

/**
* | output |
* | --- |
* | "The longitude must be a number." |
*
* @param {Api_Longitude_NumberInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_longitude_number = /** @type {((inputs?: Api_Longitude_NumberInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Longitude_NumberInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_longitude_number(inputs)
	if (locale === "en") return en_api_longitude_number(inputs)
	return id_x_standar_api_longitude_number(inputs)
});