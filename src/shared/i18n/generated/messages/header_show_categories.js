/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Header_Show_CategoriesInputs */

const id_x_standar_header_show_categories = /** @type {(inputs: Header_Show_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tampilkan kategori`)
};

const id_header_show_categories = /** @type {(inputs: Header_Show_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tampilkan kategori`)
};

const en_header_show_categories = /** @type {(inputs: Header_Show_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show categories`)
};

/**
* | output |
* | --- |
* | "Show categories" |
*
* @param {Header_Show_CategoriesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const header_show_categories = /** @type {((inputs?: Header_Show_CategoriesInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_Show_CategoriesInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_header_show_categories(inputs)
	if (locale === "en") return en_header_show_categories(inputs)
	return id_x_standar_header_show_categories(inputs)
});