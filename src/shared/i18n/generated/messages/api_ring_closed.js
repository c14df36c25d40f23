/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Ring_ClosedInputs */

const id_x_standar_api_ring_closed = /** @type {(inputs: Api_Ring_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Polygon rings must be closed: the first and last positions must be equal.`)
};

const id_api_ring_closed = /** @type {(inputs: Api_Ring_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cincin poligon harus tertutup: posisi pertama dan terakhir harus sama.`)
};

const en_api_ring_closed = /** @type {(inputs: Api_Ring_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Polygon rings must be closed: the first and last positions must be equal.`)
};

/**
* | output |
* | --- |
* | "Polygon rings must be closed: the first and last positions must be equal." |
*
* @param {Api_Ring_ClosedInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_ring_closed = /** @type {((inputs?: Api_Ring_ClosedInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Ring_ClosedInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_ring_closed(inputs)
	if (locale === "en") return en_api_ring_closed(inputs)
	return id_x_standar_api_ring_closed(inputs)
});