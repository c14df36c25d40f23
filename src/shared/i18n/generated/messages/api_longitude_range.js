/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Longitude_RangeInputs */

const id_x_standar_api_longitude_range = /** @type {(inputs: Api_Longitude_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The longitude must be between -180 and 180.`)
};

const id_api_longitude_range = /** @type {(inputs: Api_Longitude_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bujur harus antara -180 dan 180.`)
};

const en_api_longitude_range = /** @type {(inputs: Api_Longitude_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The longitude must be between -180 and 180.`)
};

/**
* | output |
* | --- |
* | "The longitude must be between -180 and 180." |
*
* @param {Api_Longitude_RangeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_longitude_range = /** @type {((inputs?: Api_Longitude_RangeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Longitude_RangeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_longitude_range(inputs)
	if (locale === "en") return en_api_longitude_range(inputs)
	return id_x_standar_api_longitude_range(inputs)
});