/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cat_List_EmptyInputs */

const id_x_standar_cat_list_empty = /** @type {(inputs: Cat_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Categories Found`)
};

const id_cat_list_empty = /** @type {(inputs: Cat_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kategori Tidak Ditemukan`)
};

const en_cat_list_empty = /** @type {(inputs: Cat_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Categories Found`)
};

/**
* | output |
* | --- |
* | "No Categories Found" |
*
* @param {Cat_List_EmptyInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const cat_list_empty = /** @type {((inputs?: Cat_List_EmptyInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cat_List_EmptyInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_cat_list_empty(inputs)
	if (locale === "en") return en_cat_list_empty(inputs)
	return id_x_standar_cat_list_empty(inputs)
});