/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Search_In_PlaceholderInputs */

const id_x_standar_search_in_placeholder = /** @type {(inputs: Search_In_PlaceholderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cari di ${i?.name}...`)
};

const id_search_in_placeholder = /** @type {(inputs: Search_In_PlaceholderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cari di ${i?.name}...`)
};

const en_search_in_placeholder = /** @type {(inputs: Search_In_PlaceholderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Search in ${i?.name}...`)
};

/**
* | output |
* | --- |
* | "Search in {name}..." |
*
* @param {Search_In_PlaceholderInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const search_in_placeholder = /** @type {((inputs: Search_In_PlaceholderInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_In_PlaceholderInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_search_in_placeholder(inputs)
	if (locale === "en") return en_search_in_placeholder(inputs)
	return id_x_standar_search_in_placeholder(inputs)
});