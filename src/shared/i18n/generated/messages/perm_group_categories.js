/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Group_CategoriesInputs */

const id_x_standar_perm_group_categories = /** @type {(inputs: Perm_Group_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`categories`)
};

const id_perm_group_categories = /** @type {(inputs: Perm_Group_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kategori`)
};

const en_perm_group_categories = /** @type {(inputs: Perm_Group_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categories`)
};

/**
* | output |
* | --- |
* | "Categories" |
*
* @param {Perm_Group_CategoriesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const perm_group_categories = /** @type {((inputs?: Perm_Group_CategoriesInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Group_CategoriesInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_perm_group_categories(inputs)
	if (locale === "en") return en_perm_group_categories(inputs)
	return id_x_standar_perm_group_categories(inputs)
});