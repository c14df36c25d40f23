/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} No_ResultsInputs */

const id_x_standar_no_results = /** @type {(inputs: No_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tidak ada hasil.`)
};

const id_no_results = /** @type {(inputs: No_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tidak ada hasil.`)
};

const en_no_results = /** @type {(inputs: No_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No results.`)
};

/**
* | output |
* | --- |
* | "No results." |
*
* @param {No_ResultsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const no_results = /** @type {((inputs?: No_ResultsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<No_ResultsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_no_results(inputs)
	if (locale === "en") return en_no_results(inputs)
	return id_x_standar_no_results(inputs)
});