/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Edit_SettingsInputs */

const id_x_standar_dash_edit_settings = /** @type {(inputs: Dash_Edit_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Settings`)
};

const id_dash_edit_settings = /** @type {(inputs: Dash_Edit_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubah Pengaturan`)
};

const en_dash_edit_settings = /** @type {(inputs: Dash_Edit_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Settings`)
};

/**
* | output |
* | --- |
* | "Edit Settings" |
*
* @param {Dash_Edit_SettingsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_edit_settings = /** @type {((inputs?: Dash_Edit_SettingsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Edit_SettingsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_dash_edit_settings(inputs)
	if (locale === "en") return en_dash_edit_settings(inputs)
	return id_x_standar_dash_edit_settings(inputs)
});