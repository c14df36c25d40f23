/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Go_BackInputs */

const id_x_standar_error_go_back = /** @type {(inputs: Error_Go_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go Back`)
};

const id_error_go_back = /** @type {(inputs: Error_Go_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kembali`)
};

const en_error_go_back = /** @type {(inputs: Error_Go_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go Back`)
};

/**
* | output |
* | --- |
* | "Go Back" |
*
* @param {Error_Go_BackInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const error_go_back = /** @type {((inputs?: Error_Go_BackInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Go_BackInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_error_go_back(inputs)
	if (locale === "en") return en_error_go_back(inputs)
	return id_x_standar_error_go_back(inputs)
});