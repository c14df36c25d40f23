/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_List_Search_PlaceholderInputs */

const id_x_standar_user_list_search_placeholder = /** @type {(inputs: User_List_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search users...`)
};

const id_user_list_search_placeholder = /** @type {(inputs: User_List_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cari pengguna...`)
};

const en_user_list_search_placeholder = /** @type {(inputs: User_List_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search users...`)
};

/**
* | output |
* | --- |
* | "Search users..." |
*
* @param {User_List_Search_PlaceholderInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_list_search_placeholder = /** @type {((inputs?: User_List_Search_PlaceholderInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_List_Search_PlaceholderInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_user_list_search_placeholder(inputs)
	if (locale === "en") return en_user_list_search_placeholder(inputs)
	return id_x_standar_user_list_search_placeholder(inputs)
});