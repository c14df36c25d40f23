/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_List_Search_PlaceholderInputs */

const id_x_standar_perm_list_search_placeholder = /** @type {(inputs: Perm_List_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search permissions...`)
};

const id_perm_list_search_placeholder = /** @type {(inputs: Perm_List_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cari izin...`)
};

const en_perm_list_search_placeholder = /** @type {(inputs: Perm_List_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search permissions...`)
};

/**
* | output |
* | --- |
* | "Search permissions..." |
*
* @param {Perm_List_Search_PlaceholderInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_list_search_placeholder = /** @type {((inputs?: Perm_List_Search_PlaceholderInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_List_Search_PlaceholderInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_perm_list_search_placeholder(inputs)
	if (locale === "en") return en_perm_list_search_placeholder(inputs)
	return id_x_standar_perm_list_search_placeholder(inputs)
});