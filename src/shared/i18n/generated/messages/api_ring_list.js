/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Ring_ListInputs */

const id_x_standar_api_ring_list = /** @type {(inputs: Api_Ring_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A polygon ring must be a list of positions.`)
};

const id_api_ring_list = /** @type {(inputs: Api_Ring_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cincin poligon harus berupa daftar posisi.`)
};

const en_api_ring_list = /** @type {(inputs: Api_Ring_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A polygon ring must be a list of positions.`)
};

/**
* | output |
* | --- |
* | "A polygon ring must be a list of positions." |
*
* @param {Api_Ring_ListInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_ring_list = /** @type {((inputs?: Api_Ring_ListInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Ring_ListInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_ring_list(inputs)
	if (locale === "en") return en_api_ring_list(inputs)
	return id_x_standar_api_ring_list(inputs)
});