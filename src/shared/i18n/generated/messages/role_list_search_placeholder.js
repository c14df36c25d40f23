/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Role_List_Search_PlaceholderInputs */

const id_x_standar_role_list_search_placeholder = /** @type {(inputs: Role_List_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search roles...`)
};

const id_role_list_search_placeholder = /** @type {(inputs: Role_List_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cari peran...`)
};

const en_role_list_search_placeholder = /** @type {(inputs: Role_List_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search roles...`)
};

/**
* | output |
* | --- |
* | "Search roles..." |
*
* @param {Role_List_Search_PlaceholderInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const role_list_search_placeholder = /** @type {((inputs?: Role_List_Search_PlaceholderInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Role_List_Search_PlaceholderInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_role_list_search_placeholder(inputs)
	if (locale === "en") return en_role_list_search_placeholder(inputs)
	return id_x_standar_role_list_search_placeholder(inputs)
});