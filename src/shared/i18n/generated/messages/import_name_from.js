/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Name_FromInputs */

const id_x_standar_import_name_from = /** @type {(inputs: Import_Name_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name from`)
};

const id_import_name_from = /** @type {(inputs: Import_Name_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nama dari`)
};

const en_import_name_from = /** @type {(inputs: Import_Name_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name from`)
};

/**
* | output |
* | --- |
* | "Name from" |
*
* @param {Import_Name_FromInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_name_from = /** @type {((inputs?: Import_Name_FromInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Name_FromInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_name_from(inputs)
	if (locale === "en") return en_import_name_from(inputs)
	return id_x_standar_import_name_from(inputs)
});