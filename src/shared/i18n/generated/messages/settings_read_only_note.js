/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Read_Only_NoteInputs */

const id_x_standar_settings_read_only_note = /** @type {(inputs: Settings_Read_Only_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can view these settings; changing them needs the settings-edit permission.`)
};

const id_settings_read_only_note = /** @type {(inputs: Settings_Read_Only_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anda dapat melihat pengaturan ini; untuk mengubahnya diperlukan izin settings-edit.`)
};

const en_settings_read_only_note = /** @type {(inputs: Settings_Read_Only_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can view these settings; changing them needs the settings-edit permission.`)
};

/**
* | output |
* | --- |
* | "You can view these settings; changing them needs the settings-edit permission." |
*
* @param {Settings_Read_Only_NoteInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_read_only_note = /** @type {((inputs?: Settings_Read_Only_NoteInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Read_Only_NoteInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_settings_read_only_note(inputs)
	if (locale === "en") return en_settings_read_only_note(inputs)
	return id_x_standar_settings_read_only_note(inputs)
});