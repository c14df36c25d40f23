/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cat_List_Search_PlaceholderInputs */

const id_x_standar_cat_list_search_placeholder = /** @type {(inputs: Cat_List_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search categories...`)
};

const id_cat_list_search_placeholder = /** @type {(inputs: Cat_List_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cari kategori...`)
};

const en_cat_list_search_placeholder = /** @type {(inputs: Cat_List_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search categories...`)
};

/**
* | output |
* | --- |
* | "Search categories..." |
*
* @param {Cat_List_Search_PlaceholderInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const cat_list_search_placeholder = /** @type {((inputs?: Cat_List_Search_PlaceholderInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cat_List_Search_PlaceholderInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_cat_list_search_placeholder(inputs)
	if (locale === "en") return en_cat_list_search_placeholder(inputs)
	return id_x_standar_cat_list_search_placeholder(inputs)
});