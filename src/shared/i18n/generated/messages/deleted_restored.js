/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Deleted_RestoredInputs */

const id_x_standar_deleted_restored = /** @type {(inputs: Deleted_RestoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.name}" was restored.`)
};

const id_deleted_restored = /** @type {(inputs: Deleted_RestoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.name}" telah dipulihkan.`)
};

const en_deleted_restored = /** @type {(inputs: Deleted_RestoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.name}" was restored.`)
};

/**
* | output |
* | --- |
* | "\"{name}\" was restored." |
*
* @param {Deleted_RestoredInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const deleted_restored = /** @type {((inputs: Deleted_RestoredInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deleted_RestoredInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_deleted_restored(inputs)
	if (locale === "en") return en_deleted_restored(inputs)
	return id_x_standar_deleted_restored(inputs)
});