/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Deleted_Restore_FailedInputs */

const id_x_standar_deleted_restore_failed = /** @type {(inputs: Deleted_Restore_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.name}" could not be restored. Try again.`)
};

const id_deleted_restore_failed = /** @type {(inputs: Deleted_Restore_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.name}" tidak dapat dipulihkan. Coba lagi.`)
};

const en_deleted_restore_failed = /** @type {(inputs: Deleted_Restore_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.name}" could not be restored. Try again.`)
};

/**
* | output |
* | --- |
* | "\"{name}\" could not be restored. Try again." |
*
* @param {Deleted_Restore_FailedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const deleted_restore_failed = /** @type {((inputs: Deleted_Restore_FailedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deleted_Restore_FailedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_deleted_restore_failed(inputs)
	if (locale === "en") return en_deleted_restore_failed(inputs)
	return id_x_standar_deleted_restore_failed(inputs)
});