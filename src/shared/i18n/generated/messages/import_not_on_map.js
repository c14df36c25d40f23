/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Import_Not_On_MapInputs */

const id_x_standar_import_not_on_map = /** @type {(inputs: Import_Not_On_MapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not on the map: ${i?.count}`)
};

const id_import_not_on_map = /** @type {(inputs: Import_Not_On_MapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tidak ada di peta: ${i?.count}`)
};

const en_import_not_on_map = /** @type {(inputs: Import_Not_On_MapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not on the map: ${i?.count}`)
};

/**
* | output |
* | --- |
* | "Not on the map: {count}" |
*
* @param {Import_Not_On_MapInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_not_on_map = /** @type {((inputs: Import_Not_On_MapInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Not_On_MapInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_not_on_map(inputs)
	if (locale === "en") return en_import_not_on_map(inputs)
	return id_x_standar_import_not_on_map(inputs)
});