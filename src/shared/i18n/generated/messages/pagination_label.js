/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pagination_LabelInputs */

const id_x_standar_pagination_label = /** @type {(inputs: Pagination_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagination`)
};

const id_pagination_label = /** @type {(inputs: Pagination_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Halaman`)
};

const en_pagination_label = /** @type {(inputs: Pagination_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagination`)
};

/**
* | output |
* | --- |
* | "Pagination" |
*
* @param {Pagination_LabelInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pagination_label = /** @type {((inputs?: Pagination_LabelInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pagination_LabelInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_pagination_label(inputs)
	if (locale === "en") return en_pagination_label(inputs)
	return id_x_standar_pagination_label(inputs)
});