/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Search_InInputs */

const id_x_standar_search_in = /** @type {(inputs: Search_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cari di ${i?.name}`)
};

const id_search_in = /** @type {(inputs: Search_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cari di ${i?.name}`)
};

const en_search_in = /** @type {(inputs: Search_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Search in ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Search in {name}" |
*
* @param {Search_InInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const search_in = /** @type {((inputs: Search_InInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_InInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_search_in(inputs)
	if (locale === "en") return en_search_in(inputs)
	return id_x_standar_search_in(inputs)
});