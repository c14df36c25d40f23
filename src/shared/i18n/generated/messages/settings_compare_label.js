/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Compare_LabelInputs */

const id_x_standar_settings_compare_label = /** @type {(inputs: Settings_Compare_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The chosen version's village boundary (amber) over the current one (grey)`)
};

const id_settings_compare_label = /** @type {(inputs: Settings_Compare_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Batas desa pada versi yang dipilih (jingga) di atas batas desa saat ini (abu-abu)`)
};

const en_settings_compare_label = /** @type {(inputs: Settings_Compare_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The chosen version's village boundary (amber) over the current one (grey)`)
};

/**
* | output |
* | --- |
* | "The chosen version's village boundary (amber) over the current one (grey)" |
*
* @param {Settings_Compare_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_compare_label = /** @type {((inputs?: Settings_Compare_LabelInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Compare_LabelInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_settings_compare_label(inputs)
	if (locale === "en") return en_settings_compare_label(inputs)
	return id_x_standar_settings_compare_label(inputs)
});