/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Tone_OkInputs */

const id_x_standar_import_tone_ok = /** @type {(inputs: Import_Tone_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imported as read`)
};

const id_import_tone_ok = /** @type {(inputs: Import_Tone_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diimpor sesuai isi berkas`)
};

const en_import_tone_ok = /** @type {(inputs: Import_Tone_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imported as read`)
};

/**
* | output |
* | --- |
* | "Imported as read" |
*
* @param {Import_Tone_OkInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_tone_ok = /** @type {((inputs?: Import_Tone_OkInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Tone_OkInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_tone_ok(inputs)
	if (locale === "en") return en_import_tone_ok(inputs)
	return id_x_standar_import_tone_ok(inputs)
});