/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Role_List_TitleInputs */

const id_x_standar_role_list_title = /** @type {(inputs: Role_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roles`)
};

const id_role_list_title = /** @type {(inputs: Role_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peran`)
};

const en_role_list_title = /** @type {(inputs: Role_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roles`)
};

/**
* | output |
* | --- |
* | "Roles" |
*
* @param {Role_List_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const role_list_title = /** @type {((inputs?: Role_List_TitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Role_List_TitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_role_list_title(inputs)
	if (locale === "en") return en_role_list_title(inputs)
	return id_x_standar_role_list_title(inputs)
});