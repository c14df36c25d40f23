/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Description_LabelInputs */

const id_x_standar_settings_description_label = /** @type {(inputs: Settings_Description_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

const id_settings_description_label = /** @type {(inputs: Settings_Description_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deskripsi`)
};

const en_settings_description_label = /** @type {(inputs: Settings_Description_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

/**
* | output |
* | --- |
* | "Description" |
*
* @param {Settings_Description_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_description_label = /** @type {((inputs?: Settings_Description_LabelInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Description_LabelInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_settings_description_label(inputs)
	if (locale === "en") return en_settings_description_label(inputs)
	return id_x_standar_settings_description_label(inputs)
});