/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Conflict_Option_YoursInputs */

const id_x_standar_conflict_option_yours = /** @type {(inputs: Conflict_Option_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}: yours`)
};

const id_conflict_option_yours = /** @type {(inputs: Conflict_Option_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}: milik Anda`)
};

const en_conflict_option_yours = /** @type {(inputs: Conflict_Option_YoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}: yours`)
};

/**
* | output |
* | --- |
* | "{field}: yours" |
*
* @param {Conflict_Option_YoursInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const conflict_option_yours = /** @type {((inputs: Conflict_Option_YoursInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conflict_Option_YoursInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_conflict_option_yours(inputs)
	if (locale === "en") return en_conflict_option_yours(inputs)
	return id_x_standar_conflict_option_yours(inputs)
});