/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conflict_FieldInputs */

const id_x_standar_conflict_field = /** @type {(inputs: Conflict_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Field`)
};

const id_conflict_field = /** @type {(inputs: Conflict_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isian`)
};

const en_conflict_field = /** @type {(inputs: Conflict_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Field`)
};

/**
* | output |
* | --- |
* | "Field" |
*
* @param {Conflict_FieldInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const conflict_field = /** @type {((inputs?: Conflict_FieldInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conflict_FieldInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_conflict_field(inputs)
	if (locale === "en") return en_conflict_field(inputs)
	return id_x_standar_conflict_field(inputs)
});