/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown>, by: NonNullable<unknown> }} History_Before_DeleteInputs */

const id_x_standar_history_before_delete = /** @type {(inputs: History_Before_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As it was before it was deleted, ${i?.at} by ${i?.by}`)
};

const id_history_before_delete = /** @type {(inputs: History_Before_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seperti sebelum dihapus, ${i?.at} oleh ${i?.by}`)
};

const en_history_before_delete = /** @type {(inputs: History_Before_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As it was before it was deleted, ${i?.at} by ${i?.by}`)
};

/**
* | output |
* | --- |
* | "As it was before it was deleted, {at} by {by}" |
*
* @param {History_Before_DeleteInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_before_delete = /** @type {((inputs: History_Before_DeleteInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Before_DeleteInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_history_before_delete(inputs)
	if (locale === "en") return en_history_before_delete(inputs)
	return id_x_standar_history_before_delete(inputs)
});