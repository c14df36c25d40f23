/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown>, total: NonNullable<unknown> }} Import_Showing_FirstInputs */

const id_x_standar_import_showing_first = /** @type {(inputs: Import_Showing_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing the first ${i?.shown} of ${i?.total} features.`)
};

const id_import_showing_first = /** @type {(inputs: Import_Showing_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Menampilkan ${i?.shown} fitur pertama dari ${i?.total}.`)
};

const en_import_showing_first = /** @type {(inputs: Import_Showing_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing the first ${i?.shown} of ${i?.total} features.`)
};

/**
* | output |
* | --- |
* | "Showing the first {shown} of {total} features." |
*
* @param {Import_Showing_FirstInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const import_showing_first = /** @type {((inputs: Import_Showing_FirstInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Showing_FirstInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_import_showing_first(inputs)
	if (locale === "en") return en_import_showing_first(inputs)
	return id_x_standar_import_showing_first(inputs)
});