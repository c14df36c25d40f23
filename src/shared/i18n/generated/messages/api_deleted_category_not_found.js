/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Deleted_Category_Not_FoundInputs */

const id_x_standar_api_deleted_category_not_found = /** @type {(inputs: Api_Deleted_Category_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleted category not found.`)
};

const id_api_deleted_category_not_found = /** @type {(inputs: Api_Deleted_Category_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kategori yang dihapus tidak ditemukan.`)
};

const en_api_deleted_category_not_found = /** @type {(inputs: Api_Deleted_Category_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleted category not found.`)
};

/**
* | output |
* | --- |
* | "Deleted category not found." |
*
* @param {Api_Deleted_Category_Not_FoundInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_deleted_category_not_found = /** @type {((inputs?: Api_Deleted_Category_Not_FoundInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Deleted_Category_Not_FoundInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_deleted_category_not_found(inputs)
	if (locale === "en") return en_api_deleted_category_not_found(inputs)
	return id_x_standar_api_deleted_category_not_found(inputs)
});