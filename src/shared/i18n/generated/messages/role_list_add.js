/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Role_List_AddInputs */

const id_x_standar_role_list_add = /** @type {(inputs: Role_List_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add New Role`)
};

const id_role_list_add = /** @type {(inputs: Role_List_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tambah Peran Baru`)
};

const en_role_list_add = /** @type {(inputs: Role_List_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add New Role`)
};

/**
* | output |
* | --- |
* | "Add New Role" |
*
* @param {Role_List_AddInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const role_list_add = /** @type {((inputs?: Role_List_AddInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Role_List_AddInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_role_list_add(inputs)
	if (locale === "en") return en_role_list_add(inputs)
	return id_x_standar_role_list_add(inputs)
});