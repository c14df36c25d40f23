/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Col_MapInputs */

const id_x_standar_import_col_map = /** @type {(inputs: Import_Col_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map`)
};

const id_import_col_map = /** @type {(inputs: Import_Col_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peta`)
};

const en_import_col_map = /** @type {(inputs: Import_Col_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map`)
};

/**
* | output |
* | --- |
* | "Map" |
*
* @param {Import_Col_MapInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_col_map = /** @type {((inputs?: Import_Col_MapInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Col_MapInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_col_map(inputs)
	if (locale === "en") return en_import_col_map(inputs)
	return id_x_standar_import_col_map(inputs)
});