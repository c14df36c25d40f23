/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conflict_BackInputs */

const id_x_standar_conflict_back = /** @type {(inputs: Conflict_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to my form`)
};

const id_conflict_back = /** @type {(inputs: Conflict_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kembali ke formulir saya`)
};

const en_conflict_back = /** @type {(inputs: Conflict_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to my form`)
};

/**
* | output |
* | --- |
* | "Back to my form" |
*
* @param {Conflict_BackInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const conflict_back = /** @type {((inputs?: Conflict_BackInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conflict_BackInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_conflict_back(inputs)
	if (locale === "en") return en_conflict_back(inputs)
	return id_x_standar_conflict_back(inputs)
});