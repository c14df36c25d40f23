/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} UncategorizedInputs */

const id_x_standar_uncategorized = /** @type {(inputs: UncategorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tanpa kategori`)
};

const id_uncategorized = /** @type {(inputs: UncategorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tanpa kategori`)
};

const en_uncategorized = /** @type {(inputs: UncategorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uncategorized`)
};

/**
* | output |
* | --- |
* | "Uncategorized" |
*
* @param {UncategorizedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const uncategorized = /** @type {((inputs?: UncategorizedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<UncategorizedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_uncategorized(inputs)
	if (locale === "en") return en_uncategorized(inputs)
	return id_x_standar_uncategorized(inputs)
});