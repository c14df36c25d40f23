/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_UncategorizedInputs */

const id_x_standar_map_uncategorized = /** @type {(inputs: Map_UncategorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uncategorized`)
};

const id_map_uncategorized = /** @type {(inputs: Map_UncategorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tanpa kategori`)
};

const en_map_uncategorized = /** @type {(inputs: Map_UncategorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uncategorized`)
};

/**
* | output |
* | --- |
* | "Uncategorized" |
*
* @param {Map_UncategorizedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_uncategorized = /** @type {((inputs?: Map_UncategorizedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_UncategorizedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_uncategorized(inputs)
	if (locale === "en") return en_map_uncategorized(inputs)
	return id_x_standar_map_uncategorized(inputs)
});