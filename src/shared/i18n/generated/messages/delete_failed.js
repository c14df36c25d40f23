/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ thing: NonNullable<unknown>, message: NonNullable<unknown> }} Delete_FailedInputs */

const id_x_standar_delete_failed = /** @type {(inputs: Delete_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to delete ${i?.thing}: ${i?.message}`)
};

const id_delete_failed = /** @type {(inputs: Delete_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gagal menghapus ${i?.thing}: ${i?.message}`)
};

const en_delete_failed = /** @type {(inputs: Delete_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to delete ${i?.thing}: ${i?.message}`)
};

/**
* | output |
* | --- |
* | "Failed to delete {thing}: {message}" |
*
* @param {Delete_FailedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const delete_failed = /** @type {((inputs: Delete_FailedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Delete_FailedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_delete_failed(inputs)
	if (locale === "en") return en_delete_failed(inputs)
	return id_x_standar_delete_failed(inputs)
});