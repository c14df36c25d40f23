/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Col_ResultInputs */

const id_x_standar_import_col_result = /** @type {(inputs: Import_Col_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Result`)
};

const id_import_col_result = /** @type {(inputs: Import_Col_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hasil`)
};

const en_import_col_result = /** @type {(inputs: Import_Col_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Result`)
};

/**
* | output |
* | --- |
* | "Result" |
*
* @param {Import_Col_ResultInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_col_result = /** @type {((inputs?: Import_Col_ResultInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Col_ResultInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_col_result(inputs)
	if (locale === "en") return en_import_col_result(inputs)
	return id_x_standar_import_col_result(inputs)
});