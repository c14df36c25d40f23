/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conflict_Saved_NowInputs */

const id_x_standar_conflict_saved_now = /** @type {(inputs: Conflict_Saved_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved now`)
};

const id_conflict_saved_now = /** @type {(inputs: Conflict_Saved_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tersimpan sekarang`)
};

const en_conflict_saved_now = /** @type {(inputs: Conflict_Saved_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved now`)
};

/**
* | output |
* | --- |
* | "Saved now" |
*
* @param {Conflict_Saved_NowInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const conflict_saved_now = /** @type {((inputs?: Conflict_Saved_NowInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conflict_Saved_NowInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_conflict_saved_now(inputs)
	if (locale === "en") return en_conflict_saved_now(inputs)
	return id_x_standar_conflict_saved_now(inputs)
});