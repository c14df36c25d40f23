/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} PrintInputs */

const id_x_standar_print = /** @type {(inputs: PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cetak`)
};

const id_print = /** @type {(inputs: PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cetak`)
};

const en_print = /** @type {(inputs: PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print`)
};

/**
* | output |
* | --- |
* | "Print" |
*
* @param {PrintInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const print = /** @type {((inputs?: PrintInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<PrintInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_print(inputs)
	if (locale === "en") return en_print(inputs)
	return id_x_standar_print(inputs)
});