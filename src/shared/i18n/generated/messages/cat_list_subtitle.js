/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cat_List_SubtitleInputs */

const id_x_standar_cat_list_subtitle = /** @type {(inputs: Cat_List_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage categories.`)
};

const id_cat_list_subtitle = /** @type {(inputs: Cat_List_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kelola kategori.`)
};

const en_cat_list_subtitle = /** @type {(inputs: Cat_List_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage categories.`)
};

/**
* | output |
* | --- |
* | "Manage categories." |
*
* @param {Cat_List_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const cat_list_subtitle = /** @type {((inputs?: Cat_List_SubtitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cat_List_SubtitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_cat_list_subtitle(inputs)
	if (locale === "en") return en_cat_list_subtitle(inputs)
	return id_x_standar_cat_list_subtitle(inputs)
});