/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_Failed_HintInputs */

const id_x_standar_list_failed_hint = /** @type {(inputs: List_Failed_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An error occurred while loading data. Please try again.`)
};

const id_list_failed_hint = /** @type {(inputs: List_Failed_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terjadi kesalahan saat memuat data. Silakan coba lagi.`)
};

const en_list_failed_hint = /** @type {(inputs: List_Failed_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An error occurred while loading the data. Please try again.`)
};

/**
* | output |
* | --- |
* | "An error occurred while loading the data. Please try again." |
*
* @param {List_Failed_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const list_failed_hint = /** @type {((inputs?: List_Failed_HintInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Failed_HintInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_list_failed_hint(inputs)
	if (locale === "en") return en_list_failed_hint(inputs)
	return id_x_standar_list_failed_hint(inputs)
});