/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Categories_LoadingInputs */

const id_x_standar_map_categories_loading = /** @type {(inputs: Map_Categories_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading categories...`)
};

const id_map_categories_loading = /** @type {(inputs: Map_Categories_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat kategori...`)
};

const en_map_categories_loading = /** @type {(inputs: Map_Categories_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading categories...`)
};

/**
* | output |
* | --- |
* | "Loading categories..." |
*
* @param {Map_Categories_LoadingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_categories_loading = /** @type {((inputs?: Map_Categories_LoadingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Categories_LoadingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_categories_loading(inputs)
	if (locale === "en") return en_map_categories_loading(inputs)
	return id_x_standar_map_categories_loading(inputs)
});