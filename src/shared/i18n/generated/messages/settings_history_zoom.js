/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_History_ZoomInputs */

const id_x_standar_settings_history_zoom = /** @type {(inputs: Settings_History_ZoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map zoom`)
};

const id_settings_history_zoom = /** @type {(inputs: Settings_History_ZoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom peta`)
};

const en_settings_history_zoom = /** @type {(inputs: Settings_History_ZoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map zoom`)
};

/**
* | output |
* | --- |
* | "Map zoom" |
*
* @param {Settings_History_ZoomInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_history_zoom = /** @type {((inputs?: Settings_History_ZoomInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_History_ZoomInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_settings_history_zoom(inputs)
	if (locale === "en") return en_settings_history_zoom(inputs)
	return id_x_standar_settings_history_zoom(inputs)
});