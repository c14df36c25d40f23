/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Edit_Settings_HintInputs */

const id_x_standar_dash_edit_settings_hint = /** @type {(inputs: Dash_Edit_Settings_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Judul, pusat peta, batas desa`)
};

const id_dash_edit_settings_hint = /** @type {(inputs: Dash_Edit_Settings_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Judul, pusat peta, batas desa`)
};

const en_dash_edit_settings_hint = /** @type {(inputs: Dash_Edit_Settings_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title, map centre, village boundary`)
};

/**
* | output |
* | --- |
* | "Title, map centre, village boundary" |
*
* @param {Dash_Edit_Settings_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_edit_settings_hint = /** @type {((inputs?: Dash_Edit_Settings_HintInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Edit_Settings_HintInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_dash_edit_settings_hint(inputs)
	if (locale === "en") return en_dash_edit_settings_hint(inputs)
	return id_x_standar_dash_edit_settings_hint(inputs)
});