/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Conflict_CategoryInputs */

const id_x_standar_api_conflict_category = /** @type {(inputs: Api_Conflict_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This category was changed since you opened it.`)
};

const id_api_conflict_category = /** @type {(inputs: Api_Conflict_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kategori ini telah diubah sejak Anda membukanya.`)
};

const en_api_conflict_category = /** @type {(inputs: Api_Conflict_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This category was changed since you opened it.`)
};

/**
* | output |
* | --- |
* | "This category was changed since you opened it." |
*
* @param {Api_Conflict_CategoryInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_conflict_category = /** @type {((inputs?: Api_Conflict_CategoryInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Conflict_CategoryInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_conflict_category(inputs)
	if (locale === "en") return en_api_conflict_category(inputs)
	return id_x_standar_api_conflict_category(inputs)
});