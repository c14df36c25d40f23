/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ things: NonNullable<unknown> }} Deleted_EmptyInputs */

const id_x_standar_deleted_empty = /** @type {(inputs: Deleted_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No ${i?.things} were deleted in the last 30 days`)
};

const id_deleted_empty = /** @type {(inputs: Deleted_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tidak ada data ${i?.things} yang dihapus dalam 30 hari terakhir`)
};

const en_deleted_empty = /** @type {(inputs: Deleted_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No ${i?.things} were deleted in the last 30 days`)
};

/**
* | output |
* | --- |
* | "No {things} were deleted in the last 30 days" |
*
* @param {Deleted_EmptyInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const deleted_empty = /** @type {((inputs: Deleted_EmptyInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deleted_EmptyInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_deleted_empty(inputs)
	if (locale === "en") return en_deleted_empty(inputs)
	return id_x_standar_deleted_empty(inputs)
});