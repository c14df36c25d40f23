/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Download_All_CategoriesInputs */

const id_x_standar_download_all_categories = /** @type {(inputs: Download_All_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Semua kategori`)
};

const id_download_all_categories = /** @type {(inputs: Download_All_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Semua kategori`)
};

const en_download_all_categories = /** @type {(inputs: Download_All_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All categories`)
};

/**
* | output |
* | --- |
* | "All categories" |
*
* @param {Download_All_CategoriesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const download_all_categories = /** @type {((inputs?: Download_All_CategoriesInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Download_All_CategoriesInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_download_all_categories(inputs)
	if (locale === "en") return en_download_all_categories(inputs)
	return id_x_standar_download_all_categories(inputs)
});