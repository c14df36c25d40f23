/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Choose_FileInputs */

const id_x_standar_import_choose_file = /** @type {(inputs: Import_Choose_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a file to import.`)
};

const id_import_choose_file = /** @type {(inputs: Import_Choose_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih berkas yang akan diimpor.`)
};

const en_import_choose_file = /** @type {(inputs: Import_Choose_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a file to import.`)
};

/**
* | output |
* | --- |
* | "Choose a file to import." |
*
* @param {Import_Choose_FileInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_choose_file = /** @type {((inputs?: Import_Choose_FileInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Choose_FileInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_choose_file(inputs)
	if (locale === "en") return en_import_choose_file(inputs)
	return id_x_standar_import_choose_file(inputs)
});