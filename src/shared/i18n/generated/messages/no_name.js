/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} No_NameInputs */

const id_x_standar_no_name = /** @type {(inputs: No_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tanpa nama`)
};

const id_no_name = /** @type {(inputs: No_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tanpa nama`)
};

const en_no_name = /** @type {(inputs: No_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No name`)
};

/**
* | output |
* | --- |
* | "No name" |
*
* @param {No_NameInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const no_name = /** @type {((inputs?: No_NameInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<No_NameInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_no_name(inputs)
	if (locale === "en") return en_no_name(inputs)
	return id_x_standar_no_name(inputs)
});