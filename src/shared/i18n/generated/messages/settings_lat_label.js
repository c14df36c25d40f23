/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Lat_LabelInputs */

const id_x_standar_settings_lat_label = /** @type {(inputs: Settings_Lat_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map Center Lat`)
};

const id_settings_lat_label = /** @type {(inputs: Settings_Lat_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lintang Pusat Peta`)
};

const en_settings_lat_label = /** @type {(inputs: Settings_Lat_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map Centre Latitude`)
};

/**
* | output |
* | --- |
* | "Map Centre Latitude" |
*
* @param {Settings_Lat_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_lat_label = /** @type {((inputs?: Settings_Lat_LabelInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Lat_LabelInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_settings_lat_label(inputs)
	if (locale === "en") return en_settings_lat_label(inputs)
	return id_x_standar_settings_lat_label(inputs)
});