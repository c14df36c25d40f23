/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pagination_FirstInputs */

const id_x_standar_pagination_first = /** @type {(inputs: Pagination_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First page`)
};

const id_pagination_first = /** @type {(inputs: Pagination_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Halaman pertama`)
};

const en_pagination_first = /** @type {(inputs: Pagination_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First page`)
};

/**
* | output |
* | --- |
* | "First page" |
*
* @param {Pagination_FirstInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pagination_first = /** @type {((inputs?: Pagination_FirstInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pagination_FirstInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_pagination_first(inputs)
	if (locale === "en") return en_pagination_first(inputs)
	return id_x_standar_pagination_first(inputs)
});