/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Create_SubtitleInputs */

const id_x_standar_perm_create_subtitle = /** @type {(inputs: Perm_Create_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a permission that roles can be given.`)
};

const id_perm_create_subtitle = /** @type {(inputs: Perm_Create_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tambahkan izin yang dapat diberikan kepada peran.`)
};

const en_perm_create_subtitle = /** @type {(inputs: Perm_Create_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a permission that roles can be given.`)
};

/**
* | output |
* | --- |
* | "Add a permission that roles can be given." |
*
* @param {Perm_Create_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_create_subtitle = /** @type {((inputs?: Perm_Create_SubtitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Create_SubtitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_perm_create_subtitle(inputs)
	if (locale === "en") return en_perm_create_subtitle(inputs)
	return id_x_standar_perm_create_subtitle(inputs)
});