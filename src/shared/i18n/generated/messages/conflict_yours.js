/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Conflict_YoursInputs */

const id_x_standar_conflict_yours = /** @type {(inputs: Conflict_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yours`)
};

const id_conflict_yours = /** @type {(inputs: Conflict_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Milik Anda`)
};

const en_conflict_yours = /** @type {(inputs: Conflict_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yours`)
};

/**
* | output |
* | --- |
* | "Yours" |
*
* @param {Conflict_YoursInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const conflict_yours = /** @type {((inputs?: Conflict_YoursInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conflict_YoursInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_conflict_yours(inputs)
	if (locale === "en") return en_conflict_yours(inputs)
	return id_x_standar_conflict_yours(inputs)
});