/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Search_PlaceholderInputs */

const id_x_standar_map_search_placeholder = /** @type {(inputs: Map_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search maps...`)
};

const id_map_search_placeholder = /** @type {(inputs: Map_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cari peta...`)
};

const en_map_search_placeholder = /** @type {(inputs: Map_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search maps...`)
};

/**
* | output |
* | --- |
* | "Search maps..." |
*
* @param {Map_Search_PlaceholderInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_search_placeholder = /** @type {((inputs?: Map_Search_PlaceholderInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Search_PlaceholderInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_search_placeholder(inputs)
	if (locale === "en") return en_map_search_placeholder(inputs)
	return id_x_standar_map_search_placeholder(inputs)
});