/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Col_Restorable_UntilInputs */

const id_x_standar_col_restorable_until = /** @type {(inputs: Col_Restorable_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restorable until`)
};

const id_col_restorable_until = /** @type {(inputs: Col_Restorable_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dapat dipulihkan sampai`)
};

const en_col_restorable_until = /** @type {(inputs: Col_Restorable_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restorable until`)
};

/**
* | output |
* | --- |
* | "Restorable until" |
*
* @param {Col_Restorable_UntilInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const col_restorable_until = /** @type {((inputs?: Col_Restorable_UntilInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Col_Restorable_UntilInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_col_restorable_until(inputs)
	if (locale === "en") return en_col_restorable_until(inputs)
	return id_x_standar_col_restorable_until(inputs)
});