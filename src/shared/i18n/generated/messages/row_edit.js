/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Row_EditInputs */

const id_x_standar_row_edit = /** @type {(inputs: Row_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

const id_row_edit = /** @type {(inputs: Row_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubah`)
};

const en_row_edit = /** @type {(inputs: Row_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Row_EditInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const row_edit = /** @type {((inputs?: Row_EditInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Row_EditInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_row_edit(inputs)
	if (locale === "en") return en_row_edit(inputs)
	return id_x_standar_row_edit(inputs)
});