/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Zoom_LabelInputs */

const id_x_standar_settings_zoom_label = /** @type {(inputs: Settings_Zoom_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map Zoom`)
};

const id_settings_zoom_label = /** @type {(inputs: Settings_Zoom_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom Peta`)
};

const en_settings_zoom_label = /** @type {(inputs: Settings_Zoom_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map Zoom`)
};

/**
* | output |
* | --- |
* | "Map Zoom" |
*
* @param {Settings_Zoom_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_zoom_label = /** @type {((inputs?: Settings_Zoom_LabelInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Zoom_LabelInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_settings_zoom_label(inputs)
	if (locale === "en") return en_settings_zoom_label(inputs)
	return id_x_standar_settings_zoom_label(inputs)
});