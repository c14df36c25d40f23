/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Role_List_EmptyInputs */

const id_x_standar_role_list_empty = /** @type {(inputs: Role_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Roles Found`)
};

const id_role_list_empty = /** @type {(inputs: Role_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peran Tidak Ditemukan`)
};

const en_role_list_empty = /** @type {(inputs: Role_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Roles Found`)
};

/**
* | output |
* | --- |
* | "No Roles Found" |
*
* @param {Role_List_EmptyInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const role_list_empty = /** @type {((inputs?: Role_List_EmptyInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Role_List_EmptyInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_role_list_empty(inputs)
	if (locale === "en") return en_role_list_empty(inputs)
	return id_x_standar_role_list_empty(inputs)
});