/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Role_List_SubtitleInputs */

const id_x_standar_role_list_subtitle = /** @type {(inputs: Role_List_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage roles.`)
};

const id_role_list_subtitle = /** @type {(inputs: Role_List_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kelola peran.`)
};

const en_role_list_subtitle = /** @type {(inputs: Role_List_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage roles.`)
};

/**
* | output |
* | --- |
* | "Manage roles." |
*
* @param {Role_List_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const role_list_subtitle = /** @type {((inputs?: Role_List_SubtitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Role_List_SubtitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_role_list_subtitle(inputs)
	if (locale === "en") return en_role_list_subtitle(inputs)
	return id_x_standar_role_list_subtitle(inputs)
});