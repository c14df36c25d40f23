/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Empty_Other_KeywordsInputs */

const id_x_standar_empty_other_keywords = /** @type {(inputs: Empty_Other_KeywordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try with Other Keywords`)
};

const id_empty_other_keywords = /** @type {(inputs: Empty_Other_KeywordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coba dengan kata kunci lain`)
};

const en_empty_other_keywords = /** @type {(inputs: Empty_Other_KeywordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try other keywords`)
};

/**
* | output |
* | --- |
* | "Try other keywords" |
*
* @param {Empty_Other_KeywordsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const empty_other_keywords = /** @type {((inputs?: Empty_Other_KeywordsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Empty_Other_KeywordsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_empty_other_keywords(inputs)
	if (locale === "en") return en_empty_other_keywords(inputs)
	return id_x_standar_empty_other_keywords(inputs)
});