/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Col_ProblemsInputs */

const id_x_standar_import_col_problems = /** @type {(inputs: Import_Col_ProblemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Problems`)
};

const id_import_col_problems = /** @type {(inputs: Import_Col_ProblemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masalah`)
};

const en_import_col_problems = /** @type {(inputs: Import_Col_ProblemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Problems`)
};

/**
* | output |
* | --- |
* | "Problems" |
*
* @param {Import_Col_ProblemsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_col_problems = /** @type {((inputs?: Import_Col_ProblemsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Col_ProblemsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_col_problems(inputs)
	if (locale === "en") return en_import_col_problems(inputs)
	return id_x_standar_import_col_problems(inputs)
});