/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Page_TitleInputs */

const id_x_standar_settings_page_title = /** @type {(inputs: Settings_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Setting`)
};

const id_settings_page_title = /** @type {(inputs: Settings_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubah Pengaturan`)
};

const en_settings_page_title = /** @type {(inputs: Settings_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Settings`)
};

/**
* | output |
* | --- |
* | "Edit Settings" |
*
* @param {Settings_Page_TitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_page_title = /** @type {((inputs?: Settings_Page_TitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Page_TitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_settings_page_title(inputs)
	if (locale === "en") return en_settings_page_title(inputs)
	return id_x_standar_settings_page_title(inputs)
});