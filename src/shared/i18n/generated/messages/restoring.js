/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} RestoringInputs */

const id_x_standar_restoring = /** @type {(inputs: RestoringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restoring...`)
};

const id_restoring = /** @type {(inputs: RestoringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memulihkan...`)
};

const en_restoring = /** @type {(inputs: RestoringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restoring...`)
};

/**
* | output |
* | --- |
* | "Restoring..." |
*
* @param {RestoringInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const restoring = /** @type {((inputs?: RestoringInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<RestoringInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_restoring(inputs)
	if (locale === "en") return en_restoring(inputs)
	return id_x_standar_restoring(inputs)
});