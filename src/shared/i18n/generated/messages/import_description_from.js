/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Description_FromInputs */

const id_x_standar_import_description_from = /** @type {(inputs: Import_Description_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description from`)
};

const id_import_description_from = /** @type {(inputs: Import_Description_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deskripsi dari`)
};

const en_import_description_from = /** @type {(inputs: Import_Description_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description from`)
};

/**
* | output |
* | --- |
* | "Description from" |
*
* @param {Import_Description_FromInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_description_from = /** @type {((inputs?: Import_Description_FromInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Description_FromInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_description_from(inputs)
	if (locale === "en") return en_import_description_from(inputs)
	return id_x_standar_import_description_from(inputs)
});