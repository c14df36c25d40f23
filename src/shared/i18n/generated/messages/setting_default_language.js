/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Setting_Default_LanguageInputs */

const id_x_standar_setting_default_language = /** @type {(inputs: Setting_Default_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Default Language`)
};

const id_setting_default_language = /** @type {(inputs: Setting_Default_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bahasa Bawaan`)
};

const en_setting_default_language = /** @type {(inputs: Setting_Default_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Default Language`)
};

/**
* | output |
* | --- |
* | "Default Language" |
*
* @param {Setting_Default_LanguageInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const setting_default_language = /** @type {((inputs?: Setting_Default_LanguageInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Setting_Default_LanguageInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_setting_default_language(inputs)
	if (locale === "en") return en_setting_default_language(inputs)
	return id_x_standar_setting_default_language(inputs)
});