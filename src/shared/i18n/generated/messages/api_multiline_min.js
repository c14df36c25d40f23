/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Multiline_MinInputs */

const id_x_standar_api_multiline_min = /** @type {(inputs: Api_Multiline_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A multiline needs at least one line.`)
};

const id_api_multiline_min = /** @type {(inputs: Api_Multiline_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Multiline memerlukan sedikitnya satu garis.`)
};

const en_api_multiline_min = /** @type {(inputs: Api_Multiline_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A multiline needs at least one line.`)
};

/**
* | output |
* | --- |
* | "A multiline needs at least one line." |
*
* @param {Api_Multiline_MinInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_multiline_min = /** @type {((inputs?: Api_Multiline_MinInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Multiline_MinInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_multiline_min(inputs)
	if (locale === "en") return en_api_multiline_min(inputs)
	return id_x_standar_api_multiline_min(inputs)
});