/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Choose_MarkerInputs */

const id_x_standar_api_choose_marker = /** @type {(inputs: Api_Choose_MarkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the coloured circle or the category icon.`)
};

const id_api_choose_marker = /** @type {(inputs: Api_Choose_MarkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih lingkaran berwarna atau ikon kategori.`)
};

const en_api_choose_marker = /** @type {(inputs: Api_Choose_MarkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the coloured circle or the category icon.`)
};

/**
* | output |
* | --- |
* | "Choose the coloured circle or the category icon." |
*
* @param {Api_Choose_MarkerInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_choose_marker = /** @type {((inputs?: Api_Choose_MarkerInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Choose_MarkerInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_choose_marker(inputs)
	if (locale === "en") return en_api_choose_marker(inputs)
	return id_x_standar_api_choose_marker(inputs)
});