/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cat_List_AddInputs */

const id_x_standar_cat_list_add = /** @type {(inputs: Cat_List_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add New Category`)
};

const id_cat_list_add = /** @type {(inputs: Cat_List_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tambah Kategori Baru`)
};

const en_cat_list_add = /** @type {(inputs: Cat_List_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add New Category`)
};

/**
* | output |
* | --- |
* | "Add New Category" |
*
* @param {Cat_List_AddInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const cat_list_add = /** @type {((inputs?: Cat_List_AddInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cat_List_AddInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_cat_list_add(inputs)
	if (locale === "en") return en_cat_list_add(inputs)
	return id_x_standar_cat_list_add(inputs)
});