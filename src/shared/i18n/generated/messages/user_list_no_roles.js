/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_List_No_RolesInputs */

const id_x_standar_user_list_no_roles = /** @type {(inputs: User_List_No_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No roles`)
};

const id_user_list_no_roles = /** @type {(inputs: User_List_No_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tidak ada peran`)
};

const en_user_list_no_roles = /** @type {(inputs: User_List_No_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No roles`)
};

/**
* | output |
* | --- |
* | "No roles" |
*
* @param {User_List_No_RolesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const user_list_no_roles = /** @type {((inputs?: User_List_No_RolesInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_List_No_RolesInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_user_list_no_roles(inputs)
	if (locale === "en") return en_user_list_no_roles(inputs)
	return id_x_standar_user_list_no_roles(inputs)
});