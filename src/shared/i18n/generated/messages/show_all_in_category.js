/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Show_All_In_CategoryInputs */

const id_x_standar_show_all_in_category = /** @type {(inputs: Show_All_In_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tampilkan semua di kategori ini`)
};

const id_show_all_in_category = /** @type {(inputs: Show_All_In_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tampilkan semua di kategori ini`)
};

const en_show_all_in_category = /** @type {(inputs: Show_All_In_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show all in this category`)
};

/**
* | output |
* | --- |
* | "Show all in this category" |
*
* @param {Show_All_In_CategoryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const show_all_in_category = /** @type {((inputs?: Show_All_In_CategoryInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Show_All_In_CategoryInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_show_all_in_category(inputs)
	if (locale === "en") return en_show_all_in_category(inputs)
	return id_x_standar_show_all_in_category(inputs)
});