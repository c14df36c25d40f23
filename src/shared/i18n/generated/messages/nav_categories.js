/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_CategoriesInputs */

const id_x_standar_nav_categories = /** @type {(inputs: Nav_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categories`)
};

const id_nav_categories = /** @type {(inputs: Nav_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kategori`)
};

const en_nav_categories = /** @type {(inputs: Nav_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categories`)
};

/**
* | output |
* | --- |
* | "Categories" |
*
* @param {Nav_CategoriesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const nav_categories = /** @type {((inputs?: Nav_CategoriesInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_CategoriesInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_nav_categories(inputs)
	if (locale === "en") return en_nav_categories(inputs)
	return id_x_standar_nav_categories(inputs)
});