/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Conflict_Option_Saved_NowInputs */

const id_x_standar_conflict_option_saved_now = /** @type {(inputs: Conflict_Option_Saved_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}: saved now`)
};

const id_conflict_option_saved_now = /** @type {(inputs: Conflict_Option_Saved_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}: tersimpan sekarang`)
};

const en_conflict_option_saved_now = /** @type {(inputs: Conflict_Option_Saved_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}: saved now`)
};

/**
* | output |
* | --- |
* | "{field}: saved now" |
*
* @param {Conflict_Option_Saved_NowInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const conflict_option_saved_now = /** @type {((inputs: Conflict_Option_Saved_NowInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conflict_Option_Saved_NowInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_conflict_option_saved_now(inputs)
	if (locale === "en") return en_conflict_option_saved_now(inputs)
	return id_x_standar_conflict_option_saved_now(inputs)
});