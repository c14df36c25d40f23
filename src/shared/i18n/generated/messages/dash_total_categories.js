/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Total_CategoriesInputs */

const id_x_standar_dash_total_categories = /** @type {(inputs: Dash_Total_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Kategori`)
};

const id_dash_total_categories = /** @type {(inputs: Dash_Total_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Kategori`)
};

const en_dash_total_categories = /** @type {(inputs: Dash_Total_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Categories`)
};

/**
* | output |
* | --- |
* | "Total Categories" |
*
* @param {Dash_Total_CategoriesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_total_categories = /** @type {((inputs?: Dash_Total_CategoriesInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Total_CategoriesInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_dash_total_categories(inputs)
	if (locale === "en") return en_dash_total_categories(inputs)
	return id_x_standar_dash_total_categories(inputs)
});