/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ summary: NonNullable<unknown> }} History_Current_MarkInputs */

const id_x_standar_history_current_mark = /** @type {(inputs: History_Current_MarkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.summary} (current)`)
};

const id_history_current_mark = /** @type {(inputs: History_Current_MarkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.summary} (sekarang)`)
};

const en_history_current_mark = /** @type {(inputs: History_Current_MarkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.summary} (current)`)
};

/**
* | output |
* | --- |
* | "{summary} (current)" |
*
* @param {History_Current_MarkInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_current_mark = /** @type {((inputs: History_Current_MarkInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Current_MarkInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_history_current_mark(inputs)
	if (locale === "en") return en_history_current_mark(inputs)
	return id_x_standar_history_current_mark(inputs)
});