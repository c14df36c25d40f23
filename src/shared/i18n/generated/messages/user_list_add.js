/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_List_AddInputs */

const id_x_standar_user_list_add = /** @type {(inputs: User_List_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add New User`)
};

const id_user_list_add = /** @type {(inputs: User_List_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tambah Pengguna Baru`)
};

const en_user_list_add = /** @type {(inputs: User_List_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add New User`)
};

/**
* | output |
* | --- |
* | "Add New User" |
*
* @param {User_List_AddInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_list_add = /** @type {((inputs?: User_List_AddInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_List_AddInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_user_list_add(inputs)
	if (locale === "en") return en_user_list_add(inputs)
	return id_x_standar_user_list_add(inputs)
});