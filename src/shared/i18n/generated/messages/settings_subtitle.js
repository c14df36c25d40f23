/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_SubtitleInputs */

const id_x_standar_settings_subtitle = /** @type {(inputs: Settings_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The product's name, the default map view and the village boundary.`)
};

const id_settings_subtitle = /** @type {(inputs: Settings_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nama produk, tampilan peta bawaan, dan batas desa.`)
};

const en_settings_subtitle = /** @type {(inputs: Settings_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The product's name, the default map view and the village boundary.`)
};

/**
* | output |
* | --- |
* | "The product's name, the default map view and the village boundary." |
*
* @param {Settings_SubtitleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_subtitle = /** @type {((inputs?: Settings_SubtitleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_SubtitleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_settings_subtitle(inputs)
	if (locale === "en") return en_settings_subtitle(inputs)
	return id_x_standar_settings_subtitle(inputs)
});