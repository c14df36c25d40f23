/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Ring_MinInputs */

const id_x_standar_api_ring_min = /** @type {(inputs: Api_Ring_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A polygon ring needs at least 4 positions.`)
};

const id_api_ring_min = /** @type {(inputs: Api_Ring_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cincin poligon memerlukan sedikitnya 4 posisi.`)
};

const en_api_ring_min = /** @type {(inputs: Api_Ring_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A polygon ring needs at least 4 positions.`)
};

/**
* | output |
* | --- |
* | "A polygon ring needs at least 4 positions." |
*
* @param {Api_Ring_MinInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_ring_min = /** @type {((inputs?: Api_Ring_MinInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Ring_MinInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_ring_min(inputs)
	if (locale === "en") return en_api_ring_min(inputs)
	return id_x_standar_api_ring_min(inputs)
});