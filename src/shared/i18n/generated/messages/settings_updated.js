/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_UpdatedInputs */

const id_x_standar_settings_updated = /** @type {(inputs: Settings_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setting updated successfully!`)
};

const id_settings_updated = /** @type {(inputs: Settings_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pengaturan berhasil diperbarui!`)
};

const en_settings_updated = /** @type {(inputs: Settings_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings updated successfully!`)
};

/**
* | output |
* | --- |
* | "Settings updated successfully!" |
*
* @param {Settings_UpdatedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const settings_updated = /** @type {((inputs?: Settings_UpdatedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_UpdatedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_settings_updated(inputs)
	if (locale === "en") return en_settings_updated(inputs)
	return id_x_standar_settings_updated(inputs)
});