/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown>, last: NonNullable<unknown>, total: NonNullable<unknown> }} Pagination_ShowingInputs */

const id_x_standar_pagination_showing = /** @type {(inputs: Pagination_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing ${i?.first} to ${i?.last} of ${i?.total}`)
};

const id_pagination_showing = /** @type {(inputs: Pagination_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Menampilkan ${i?.first} sampai ${i?.last} dari ${i?.total}`)
};

const en_pagination_showing = /** @type {(inputs: Pagination_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing ${i?.first} to ${i?.last} of ${i?.total}`)
};

/**
* | output |
* | --- |
* | "Showing {first} to {last} of {total}" |
*
* @param {Pagination_ShowingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pagination_showing = /** @type {((inputs: Pagination_ShowingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pagination_ShowingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_pagination_showing(inputs)
	if (locale === "en") return en_pagination_showing(inputs)
	return id_x_standar_pagination_showing(inputs)
});