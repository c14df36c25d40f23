/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Row_Delete_NamedInputs */

const id_x_standar_row_delete_named = /** @type {(inputs: Row_Delete_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.name}`)
};

const id_row_delete_named = /** @type {(inputs: Row_Delete_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hapus ${i?.name}`)
};

const en_row_delete_named = /** @type {(inputs: Row_Delete_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Delete {name}" |
*
* @param {Row_Delete_NamedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const row_delete_named = /** @type {((inputs: Row_Delete_NamedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Row_Delete_NamedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_row_delete_named(inputs)
	if (locale === "en") return en_row_delete_named(inputs)
	return id_x_standar_row_delete_named(inputs)
});