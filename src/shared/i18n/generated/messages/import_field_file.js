/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Field_FileInputs */

const id_x_standar_import_field_file = /** @type {(inputs: Import_Field_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File`)
};

const id_import_field_file = /** @type {(inputs: Import_Field_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Berkas`)
};

const en_import_field_file = /** @type {(inputs: Import_Field_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File`)
};

/**
* | output |
* | --- |
* | "File" |
*
* @param {Import_Field_FileInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_field_file = /** @type {((inputs?: Import_Field_FileInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Field_FileInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_field_file(inputs)
	if (locale === "en") return en_import_field_file(inputs)
	return id_x_standar_import_field_file(inputs)
});