/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conflict_EmptyInputs */

const id_x_standar_conflict_empty = /** @type {(inputs: Conflict_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(empty)`)
};

const id_conflict_empty = /** @type {(inputs: Conflict_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(kosong)`)
};

const en_conflict_empty = /** @type {(inputs: Conflict_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(empty)`)
};

/**
* | output |
* | --- |
* | "(empty)" |
*
* @param {Conflict_EmptyInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const conflict_empty = /** @type {((inputs?: Conflict_EmptyInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conflict_EmptyInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_conflict_empty(inputs)
	if (locale === "en") return en_conflict_empty(inputs)
	return id_x_standar_conflict_empty(inputs)
});