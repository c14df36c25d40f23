/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Language_IdInputs */

const id_x_standar_language_id = /** @type {(inputs: Language_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bahasa Indonesia`)
};

const id_language_id = /** @type {(inputs: Language_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bahasa Indonesia`)
};

const en_language_id = /** @type {(inputs: Language_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bahasa Indonesia`)
};

/**
* | output |
* | --- |
* | "Bahasa Indonesia" |
*
* @param {Language_IdInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const language_id = /** @type {((inputs?: Language_IdInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_IdInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_language_id(inputs)
	if (locale === "en") return en_language_id(inputs)
	return id_x_standar_language_id(inputs)
});