/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_ReadingInputs */

const id_x_standar_import_reading = /** @type {(inputs: Import_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the file...`)
};

const id_import_reading = /** @type {(inputs: Import_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membaca berkas...`)
};

const en_import_reading = /** @type {(inputs: Import_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the file...`)
};

/**
* | output |
* | --- |
* | "Reading the file..." |
*
* @param {Import_ReadingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_reading = /** @type {((inputs?: Import_ReadingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_ReadingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_reading(inputs)
	if (locale === "en") return en_import_reading(inputs)
	return id_x_standar_import_reading(inputs)
});