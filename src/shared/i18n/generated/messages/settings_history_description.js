/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_History_DescriptionInputs */

const id_x_standar_settings_history_description = /** @type {(inputs: Settings_History_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

const id_settings_history_description = /** @type {(inputs: Settings_History_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deskripsi`)
};

const en_settings_history_description = /** @type {(inputs: Settings_History_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

/**
* | output |
* | --- |
* | "Description" |
*
* @param {Settings_History_DescriptionInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_history_description = /** @type {((inputs?: Settings_History_DescriptionInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_History_DescriptionInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_settings_history_description(inputs)
	if (locale === "en") return en_settings_history_description(inputs)
	return id_x_standar_settings_history_description(inputs)
});