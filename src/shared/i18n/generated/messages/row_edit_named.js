/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Row_Edit_NamedInputs */

const id_x_standar_row_edit_named = /** @type {(inputs: Row_Edit_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit ${i?.name}`)
};

const id_row_edit_named = /** @type {(inputs: Row_Edit_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ubah ${i?.name}`)
};

const en_row_edit_named = /** @type {(inputs: Row_Edit_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Edit {name}" |
*
* @param {Row_Edit_NamedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const row_edit_named = /** @type {((inputs: Row_Edit_NamedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Row_Edit_NamedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_row_edit_named(inputs)
	if (locale === "en") return en_row_edit_named(inputs)
	return id_x_standar_row_edit_named(inputs)
});