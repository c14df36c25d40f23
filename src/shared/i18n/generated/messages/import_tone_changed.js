/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Tone_ChangedInputs */

const id_x_standar_import_tone_changed = /** @type {(inputs: Import_Tone_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imported with changes`)
};

const id_import_tone_changed = /** @type {(inputs: Import_Tone_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diimpor dengan perubahan`)
};

const en_import_tone_changed = /** @type {(inputs: Import_Tone_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imported with changes`)
};

/**
* | output |
* | --- |
* | "Imported with changes" |
*
* @param {Import_Tone_ChangedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_tone_changed = /** @type {((inputs?: Import_Tone_ChangedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Tone_ChangedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_tone_changed(inputs)
	if (locale === "en") return en_import_tone_changed(inputs)
	return id_x_standar_import_tone_changed(inputs)
});