/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conflict_Take_SavedInputs */

const id_x_standar_conflict_take_saved = /** @type {(inputs: Conflict_Take_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take all saved`)
};

const id_conflict_take_saved = /** @type {(inputs: Conflict_Take_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakai semua yang tersimpan`)
};

const en_conflict_take_saved = /** @type {(inputs: Conflict_Take_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take all saved`)
};

/**
* | output |
* | --- |
* | "Take all saved" |
*
* @param {Conflict_Take_SavedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const conflict_take_saved = /** @type {((inputs?: Conflict_Take_SavedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conflict_Take_SavedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_conflict_take_saved(inputs)
	if (locale === "en") return en_conflict_take_saved(inputs)
	return id_x_standar_conflict_take_saved(inputs)
});