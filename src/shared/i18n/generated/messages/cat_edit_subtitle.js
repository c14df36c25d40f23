/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cat_Edit_SubtitleInputs */

const id_x_standar_cat_edit_subtitle = /** @type {(inputs: Cat_Edit_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the category's name, picture or colour.`)
};

const id_cat_edit_subtitle = /** @type {(inputs: Cat_Edit_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubah nama, gambar, atau warna kategori.`)
};

const en_cat_edit_subtitle = /** @type {(inputs: Cat_Edit_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the category's name, picture or colour.`)
};

/**
* | output |
* | --- |
* | "Change the category's name, picture or colour." |
*
* @param {Cat_Edit_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const cat_edit_subtitle = /** @type {((inputs?: Cat_Edit_SubtitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cat_Edit_SubtitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_cat_edit_subtitle(inputs)
	if (locale === "en") return en_cat_edit_subtitle(inputs)
	return id_x_standar_cat_edit_subtitle(inputs)
});