/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} History_Restored_OfInputs */

const id_x_standar_history_restored_of = /** @type {(inputs: History_Restored_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Restored the version of ${i?.at}`)
};

const id_history_restored_of = /** @type {(inputs: History_Restored_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Memulihkan versi ${i?.at}`)
};

const en_history_restored_of = /** @type {(inputs: History_Restored_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Restored the version of ${i?.at}`)
};

/**
* | output |
* | --- |
* | "Restored the version of {at}" |
*
* @param {History_Restored_OfInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const history_restored_of = /** @type {((inputs: History_Restored_OfInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Restored_OfInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_history_restored_of(inputs)
	if (locale === "en") return en_history_restored_of(inputs)
	return id_x_standar_history_restored_of(inputs)
});