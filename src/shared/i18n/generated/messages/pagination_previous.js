/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pagination_PreviousInputs */

const id_x_standar_pagination_previous = /** @type {(inputs: Pagination_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous page`)
};

const id_pagination_previous = /** @type {(inputs: Pagination_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Halaman sebelumnya`)
};

const en_pagination_previous = /** @type {(inputs: Pagination_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous page`)
};

/**
* | output |
* | --- |
* | "Previous page" |
*
* @param {Pagination_PreviousInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pagination_previous = /** @type {((inputs?: Pagination_PreviousInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pagination_PreviousInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_pagination_previous(inputs)
	if (locale === "en") return en_pagination_previous(inputs)
	return id_x_standar_pagination_previous(inputs)
});