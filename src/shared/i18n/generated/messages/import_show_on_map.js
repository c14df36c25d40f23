/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Show_On_MapInputs */

const id_x_standar_import_show_on_map = /** @type {(inputs: Import_Show_On_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show on the map`)
};

const id_import_show_on_map = /** @type {(inputs: Import_Show_On_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tampilkan di peta`)
};

const en_import_show_on_map = /** @type {(inputs: Import_Show_On_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show on the map`)
};

/**
* | output |
* | --- |
* | "Show on the map" |
*
* @param {Import_Show_On_MapInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_show_on_map = /** @type {((inputs?: Import_Show_On_MapInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Show_On_MapInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_show_on_map(inputs)
	if (locale === "en") return en_import_show_on_map(inputs)
	return id_x_standar_import_show_on_map(inputs)
});