/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Category_MissingInputs */

const id_x_standar_api_category_missing = /** @type {(inputs: Api_Category_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The selected category does not exist.`)
};

const id_api_category_missing = /** @type {(inputs: Api_Category_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kategori yang dipilih tidak ada.`)
};

const en_api_category_missing = /** @type {(inputs: Api_Category_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The selected category does not exist.`)
};

/**
* | output |
* | --- |
* | "The selected category does not exist." |
*
* @param {Api_Category_MissingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_category_missing = /** @type {((inputs?: Api_Category_MissingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Category_MissingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_category_missing(inputs)
	if (locale === "en") return en_api_category_missing(inputs)
	return id_x_standar_api_category_missing(inputs)
});