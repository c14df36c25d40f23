/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cat_Edit_TitleInputs */

const id_x_standar_cat_edit_title = /** @type {(inputs: Cat_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Category`)
};

const id_cat_edit_title = /** @type {(inputs: Cat_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubah Kategori`)
};

const en_cat_edit_title = /** @type {(inputs: Cat_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Category`)
};

/**
* | output |
* | --- |
* | "Edit Category" |
*
* @param {Cat_Edit_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const cat_edit_title = /** @type {((inputs?: Cat_Edit_TitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cat_Edit_TitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_cat_edit_title(inputs)
	if (locale === "en") return en_cat_edit_title(inputs)
	return id_x_standar_cat_edit_title(inputs)
});