/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pagination_LastInputs */

const id_x_standar_pagination_last = /** @type {(inputs: Pagination_LastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last page`)
};

const id_pagination_last = /** @type {(inputs: Pagination_LastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Halaman terakhir`)
};

const en_pagination_last = /** @type {(inputs: Pagination_LastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last page`)
};

/**
* | output |
* | --- |
* | "Last page" |
*
* @param {Pagination_LastInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pagination_last = /** @type {((inputs?: Pagination_LastInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pagination_LastInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_pagination_last(inputs)
	if (locale === "en") return en_pagination_last(inputs)
	return id_x_standar_pagination_last(inputs)
});