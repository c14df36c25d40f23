/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Tone_SkippedInputs */

const id_x_standar_import_tone_skipped = /** @type {(inputs: Import_Tone_SkippedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skipped, shape refused`)
};

const id_import_tone_skipped = /** @type {(inputs: Import_Tone_SkippedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dilewati, bentuk ditolak`)
};

const en_import_tone_skipped = /** @type {(inputs: Import_Tone_SkippedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skipped, shape refused`)
};

/**
* | output |
* | --- |
* | "Skipped, shape refused" |
*
* @param {Import_Tone_SkippedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_tone_skipped = /** @type {((inputs?: Import_Tone_SkippedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Tone_SkippedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_tone_skipped(inputs)
	if (locale === "en") return en_import_tone_skipped(inputs)
	return id_x_standar_import_tone_skipped(inputs)
});