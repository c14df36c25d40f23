/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_List_SubtitleInputs */

const id_x_standar_perm_list_subtitle = /** @type {(inputs: Perm_List_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage permissions.`)
};

const id_perm_list_subtitle = /** @type {(inputs: Perm_List_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kelola izin.`)
};

const en_perm_list_subtitle = /** @type {(inputs: Perm_List_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage permissions.`)
};

/**
* | output |
* | --- |
* | "Manage permissions." |
*
* @param {Perm_List_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_list_subtitle = /** @type {((inputs?: Perm_List_SubtitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_List_SubtitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_perm_list_subtitle(inputs)
	if (locale === "en") return en_perm_list_subtitle(inputs)
	return id_x_standar_perm_list_subtitle(inputs)
});