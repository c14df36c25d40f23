/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Category_Restore_Name_TakenInputs */

const id_x_standar_api_category_restore_name_taken = /** @type {(inputs: Api_Category_Restore_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Another category has this name now; rename that one first, then restore this one.`)
};

const id_api_category_restore_name_taken = /** @type {(inputs: Api_Category_Restore_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kategori lain kini memakai nama ini; ganti dulu nama kategori itu, lalu pulihkan yang ini.`)
};

const en_api_category_restore_name_taken = /** @type {(inputs: Api_Category_Restore_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Another category has this name now; rename that one first, then restore this one.`)
};

/**
* | output |
* | --- |
* | "Another category has this name now; rename that one first, then restore this one." |
*
* @param {Api_Category_Restore_Name_TakenInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_category_restore_name_taken = /** @type {((inputs?: Api_Category_Restore_Name_TakenInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Category_Restore_Name_TakenInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_category_restore_name_taken(inputs)
	if (locale === "en") return en_api_category_restore_name_taken(inputs)
	return id_x_standar_api_category_restore_name_taken(inputs)
});