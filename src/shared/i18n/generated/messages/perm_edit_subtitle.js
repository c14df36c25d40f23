/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Edit_SubtitleInputs */

const id_x_standar_perm_edit_subtitle = /** @type {(inputs: Perm_Edit_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename a permission.`)
};

const id_perm_edit_subtitle = /** @type {(inputs: Perm_Edit_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ganti nama izin.`)
};

const en_perm_edit_subtitle = /** @type {(inputs: Perm_Edit_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename a permission.`)
};

/**
* | output |
* | --- |
* | "Rename a permission." |
*
* @param {Perm_Edit_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_edit_subtitle = /** @type {((inputs?: Perm_Edit_SubtitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Edit_SubtitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_perm_edit_subtitle(inputs)
	if (locale === "en") return en_perm_edit_subtitle(inputs)
	return id_x_standar_perm_edit_subtitle(inputs)
});