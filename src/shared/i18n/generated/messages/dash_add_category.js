/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Add_CategoryInputs */

const id_x_standar_dash_add_category = /** @type {(inputs: Dash_Add_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add New Category`)
};

const id_dash_add_category = /** @type {(inputs: Dash_Add_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tambah Kategori Baru`)
};

const en_dash_add_category = /** @type {(inputs: Dash_Add_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add New Category`)
};

/**
* | output |
* | --- |
* | "Add New Category" |
*
* @param {Dash_Add_CategoryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_add_category = /** @type {((inputs?: Dash_Add_CategoryInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Add_CategoryInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_dash_add_category(inputs)
	if (locale === "en") return en_dash_add_category(inputs)
	return id_x_standar_dash_add_category(inputs)
});