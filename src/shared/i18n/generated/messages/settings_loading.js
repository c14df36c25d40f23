/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_LoadingInputs */

const id_x_standar_settings_loading = /** @type {(inputs: Settings_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading setting...`)
};

const id_settings_loading = /** @type {(inputs: Settings_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat pengaturan...`)
};

const en_settings_loading = /** @type {(inputs: Settings_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading settings...`)
};

/**
* | output |
* | --- |
* | "Loading settings..." |
*
* @param {Settings_LoadingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_loading = /** @type {((inputs?: Settings_LoadingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_LoadingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_settings_loading(inputs)
	if (locale === "en") return en_settings_loading(inputs)
	return id_x_standar_settings_loading(inputs)
});