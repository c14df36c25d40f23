/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Language_StandarInputs */

const id_x_standar_language_standar = /** @type {(inputs: Language_StandarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesuai standar`)
};

const id_language_standar = /** @type {(inputs: Language_StandarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesuai standar`)
};

const en_language_standar = /** @type {(inputs: Language_StandarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesuai standar`)
};

/**
* | output |
* | --- |
* | "Sesuai standar" |
*
* @param {Language_StandarInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const language_standar = /** @type {((inputs?: Language_StandarInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_StandarInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_language_standar(inputs)
	if (locale === "en") return en_language_standar(inputs)
	return id_x_standar_language_standar(inputs)
});