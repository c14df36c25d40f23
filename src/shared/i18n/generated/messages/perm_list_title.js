/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_List_TitleInputs */

const id_x_standar_perm_list_title = /** @type {(inputs: Perm_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permissions`)
};

const id_perm_list_title = /** @type {(inputs: Perm_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Izin`)
};

const en_perm_list_title = /** @type {(inputs: Perm_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permissions`)
};

/**
* | output |
* | --- |
* | "Permissions" |
*
* @param {Perm_List_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_list_title = /** @type {((inputs?: Perm_List_TitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_List_TitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_perm_list_title(inputs)
	if (locale === "en") return en_perm_list_title(inputs)
	return id_x_standar_perm_list_title(inputs)
});