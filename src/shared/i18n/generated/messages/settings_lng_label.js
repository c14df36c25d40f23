/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Lng_LabelInputs */

const id_x_standar_settings_lng_label = /** @type {(inputs: Settings_Lng_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map Center Lng`)
};

const id_settings_lng_label = /** @type {(inputs: Settings_Lng_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bujur Pusat Peta`)
};

const en_settings_lng_label = /** @type {(inputs: Settings_Lng_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map Centre Longitude`)
};

/**
* | output |
* | --- |
* | "Map Centre Longitude" |
*
* @param {Settings_Lng_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_lng_label = /** @type {((inputs?: Settings_Lng_LabelInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Lng_LabelInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_settings_lng_label(inputs)
	if (locale === "en") return en_settings_lng_label(inputs)
	return id_x_standar_settings_lng_label(inputs)
});