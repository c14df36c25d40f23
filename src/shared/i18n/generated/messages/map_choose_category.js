/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Choose_CategoryInputs */

const id_x_standar_map_choose_category = /** @type {(inputs: Map_Choose_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih kategori`)
};

const id_map_choose_category = /** @type {(inputs: Map_Choose_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih kategori`)
};

const en_map_choose_category = /** @type {(inputs: Map_Choose_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a category`)
};

/**
* | output |
* | --- |
* | "Choose a category" |
*
* @param {Map_Choose_CategoryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_choose_category = /** @type {((inputs?: Map_Choose_CategoryInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Choose_CategoryInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_choose_category(inputs)
	if (locale === "en") return en_map_choose_category(inputs)
	return id_x_standar_map_choose_category(inputs)
});