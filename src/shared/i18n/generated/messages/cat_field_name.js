/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cat_Field_NameInputs */

const id_x_standar_cat_field_name = /** @type {(inputs: Cat_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Category Name`)
};

const id_cat_field_name = /** @type {(inputs: Cat_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nama Kategori`)
};

const en_cat_field_name = /** @type {(inputs: Cat_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Category Name`)
};

/**
* | output |
* | --- |
* | "Category Name" |
*
* @param {Cat_Field_NameInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const cat_field_name = /** @type {((inputs?: Cat_Field_NameInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cat_Field_NameInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_cat_field_name(inputs)
	if (locale === "en") return en_cat_field_name(inputs)
	return id_x_standar_cat_field_name(inputs)
});