/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, name: NonNullable<unknown> }} Import_Show_Row_On_MapInputs */

const id_x_standar_import_show_row_on_map = /** @type {(inputs: Import_Show_Row_On_MapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show ${i?.number} ${i?.name} on the map`)
};

const id_import_show_row_on_map = /** @type {(inputs: Import_Show_Row_On_MapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tampilkan ${i?.number} ${i?.name} di peta`)
};

const en_import_show_row_on_map = /** @type {(inputs: Import_Show_Row_On_MapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show ${i?.number} ${i?.name} on the map`)
};

/**
* | output |
* | --- |
* | "Show {number} {name} on the map" |
*
* @param {Import_Show_Row_On_MapInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_show_row_on_map = /** @type {((inputs: Import_Show_Row_On_MapInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Show_Row_On_MapInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_show_row_on_map(inputs)
	if (locale === "en") return en_import_show_row_on_map(inputs)
	return id_x_standar_import_show_row_on_map(inputs)
});