/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_History_TitleInputs */

const id_x_standar_settings_history_title = /** @type {(inputs: Settings_History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

const id_settings_history_title = /** @type {(inputs: Settings_History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Judul`)
};

const en_settings_history_title = /** @type {(inputs: Settings_History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

/**
* | output |
* | --- |
* | "Title" |
*
* @param {Settings_History_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_history_title = /** @type {((inputs?: Settings_History_TitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_History_TitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_settings_history_title(inputs)
	if (locale === "en") return en_settings_history_title(inputs)
	return id_x_standar_settings_history_title(inputs)
});