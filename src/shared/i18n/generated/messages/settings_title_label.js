/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Title_LabelInputs */

const id_x_standar_settings_title_label = /** @type {(inputs: Settings_Title_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

const id_settings_title_label = /** @type {(inputs: Settings_Title_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Judul`)
};

const en_settings_title_label = /** @type {(inputs: Settings_Title_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

/**
* | output |
* | --- |
* | "Title" |
*
* @param {Settings_Title_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_title_label = /** @type {((inputs?: Settings_Title_LabelInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Title_LabelInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_settings_title_label(inputs)
	if (locale === "en") return en_settings_title_label(inputs)
	return id_x_standar_settings_title_label(inputs)
});