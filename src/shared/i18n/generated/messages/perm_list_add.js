/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_List_AddInputs */

const id_x_standar_perm_list_add = /** @type {(inputs: Perm_List_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add New Permission`)
};

const id_perm_list_add = /** @type {(inputs: Perm_List_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tambah Izin Baru`)
};

const en_perm_list_add = /** @type {(inputs: Perm_List_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add New Permission`)
};

/**
* | output |
* | --- |
* | "Add New Permission" |
*
* @param {Perm_List_AddInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_list_add = /** @type {((inputs?: Perm_List_AddInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_List_AddInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_perm_list_add(inputs)
	if (locale === "en") return en_perm_list_add(inputs)
	return id_x_standar_perm_list_add(inputs)
});