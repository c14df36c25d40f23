/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Select_HintInputs */

const id_x_standar_import_select_hint = /** @type {(inputs: Import_Select_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Click a shape on the map, or the pin of a row, to find it in the other.`)
};

const id_import_select_hint = /** @type {(inputs: Import_Select_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klik bentuk di peta, atau penanda pada baris tabel, untuk menemukannya di bagian lainnya.`)
};

const en_import_select_hint = /** @type {(inputs: Import_Select_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Click a shape on the map, or the pin of a row, to find it in the other.`)
};

/**
* | output |
* | --- |
* | "Click a shape on the map, or the pin of a row, to find it in the other." |
*
* @param {Import_Select_HintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_select_hint = /** @type {((inputs?: Import_Select_HintInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Select_HintInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_select_hint(inputs)
	if (locale === "en") return en_import_select_hint(inputs)
	return id_x_standar_import_select_hint(inputs)
});