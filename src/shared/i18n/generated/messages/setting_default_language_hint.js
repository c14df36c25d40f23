/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Setting_Default_Language_HintInputs */

const id_x_standar_setting_default_language_hint = /** @type {(inputs: Setting_Default_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What visitors see until they choose in the header.`)
};

const id_setting_default_language_hint = /** @type {(inputs: Setting_Default_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yang dilihat pengunjung sampai mereka memilih di kepala halaman.`)
};

const en_setting_default_language_hint = /** @type {(inputs: Setting_Default_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What visitors see until they choose in the header.`)
};

/**
* | output |
* | --- |
* | "What visitors see until they choose in the header." |
*
* @param {Setting_Default_Language_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const setting_default_language_hint = /** @type {((inputs?: Setting_Default_Language_HintInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Setting_Default_Language_HintInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_setting_default_language_hint(inputs)
	if (locale === "en") return en_setting_default_language_hint(inputs)
	return id_x_standar_setting_default_language_hint(inputs)
});