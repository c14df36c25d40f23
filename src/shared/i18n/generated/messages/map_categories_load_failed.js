/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Categories_Load_FailedInputs */

const id_x_standar_map_categories_load_failed = /** @type {(inputs: Map_Categories_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load categories`)
};

const id_map_categories_load_failed = /** @type {(inputs: Map_Categories_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gagal memuat kategori`)
};

const en_map_categories_load_failed = /** @type {(inputs: Map_Categories_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load categories`)
};

/**
* | output |
* | --- |
* | "Failed to load categories" |
*
* @param {Map_Categories_Load_FailedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_categories_load_failed = /** @type {((inputs?: Map_Categories_Load_FailedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Categories_Load_FailedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_categories_load_failed(inputs)
	if (locale === "en") return en_map_categories_load_failed(inputs)
	return id_x_standar_map_categories_load_failed(inputs)
});