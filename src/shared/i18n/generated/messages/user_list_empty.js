/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_List_EmptyInputs */

const id_x_standar_user_list_empty = /** @type {(inputs: User_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Users Found`)
};

const id_user_list_empty = /** @type {(inputs: User_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pengguna Tidak Ditemukan`)
};

const en_user_list_empty = /** @type {(inputs: User_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Users Found`)
};

/**
* | output |
* | --- |
* | "No Users Found" |
*
* @param {User_List_EmptyInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_list_empty = /** @type {((inputs?: User_List_EmptyInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_List_EmptyInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_user_list_empty(inputs)
	if (locale === "en") return en_user_list_empty(inputs)
	return id_x_standar_user_list_empty(inputs)
});