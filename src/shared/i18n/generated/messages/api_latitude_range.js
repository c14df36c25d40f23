/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Latitude_RangeInputs */

const id_x_standar_api_latitude_range = /** @type {(inputs: Api_Latitude_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The latitude must be between -90 and 90.`)
};

const id_api_latitude_range = /** @type {(inputs: Api_Latitude_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lintang harus antara -90 dan 90.`)
};

const en_api_latitude_range = /** @type {(inputs: Api_Latitude_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The latitude must be between -90 and 90.`)
};

/**
* | output |
* | --- |
* | "The latitude must be between -90 and 90." |
*
* @param {Api_Latitude_RangeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_latitude_range = /** @type {((inputs?: Api_Latitude_RangeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Latitude_RangeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_latitude_range(inputs)
	if (locale === "en") return en_api_latitude_range(inputs)
	return id_x_standar_api_latitude_range(inputs)
});