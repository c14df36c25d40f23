/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cat_Create_TitleInputs */

const id_x_standar_cat_create_title = /** @type {(inputs: Cat_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Category`)
};

const id_cat_create_title = /** @type {(inputs: Cat_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tambah Kategori`)
};

const en_cat_create_title = /** @type {(inputs: Cat_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Category`)
};

/**
* | output |
* | --- |
* | "Create Category" |
*
* @param {Cat_Create_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const cat_create_title = /** @type {((inputs?: Cat_Create_TitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cat_Create_TitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_cat_create_title(inputs)
	if (locale === "en") return en_cat_create_title(inputs)
	return id_x_standar_cat_create_title(inputs)
});