/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_History_LatInputs */

const id_x_standar_settings_history_lat = /** @type {(inputs: Settings_History_LatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map centre latitude`)
};

const id_settings_history_lat = /** @type {(inputs: Settings_History_LatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lintang pusat peta`)
};

const en_settings_history_lat = /** @type {(inputs: Settings_History_LatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map centre latitude`)
};

/**
* | output |
* | --- |
* | "Map centre latitude" |
*
* @param {Settings_History_LatInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_history_lat = /** @type {((inputs?: Settings_History_LatInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_History_LatInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_settings_history_lat(inputs)
	if (locale === "en") return en_settings_history_lat(inputs)
	return id_x_standar_settings_history_lat(inputs)
});