/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_History_LngInputs */

const id_x_standar_settings_history_lng = /** @type {(inputs: Settings_History_LngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map centre longitude`)
};

const id_settings_history_lng = /** @type {(inputs: Settings_History_LngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bujur pusat peta`)
};

const en_settings_history_lng = /** @type {(inputs: Settings_History_LngInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map centre longitude`)
};

/**
* | output |
* | --- |
* | "Map centre longitude" |
*
* @param {Settings_History_LngInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_history_lng = /** @type {((inputs?: Settings_History_LngInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_History_LngInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_settings_history_lng(inputs)
	if (locale === "en") return en_settings_history_lng(inputs)
	return id_x_standar_settings_history_lng(inputs)
});