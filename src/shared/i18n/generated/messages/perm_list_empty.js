/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_List_EmptyInputs */

const id_x_standar_perm_list_empty = /** @type {(inputs: Perm_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Permissions Found`)
};

const id_perm_list_empty = /** @type {(inputs: Perm_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Izin Tidak Ditemukan`)
};

const en_perm_list_empty = /** @type {(inputs: Perm_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Permissions Found`)
};

/**
* | output |
* | --- |
* | "No Permissions Found" |
*
* @param {Perm_List_EmptyInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_list_empty = /** @type {((inputs?: Perm_List_EmptyInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_List_EmptyInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_perm_list_empty(inputs)
	if (locale === "en") return en_perm_list_empty(inputs)
	return id_x_standar_perm_list_empty(inputs)
});