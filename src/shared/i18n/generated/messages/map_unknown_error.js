/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Unknown_ErrorInputs */

const id_x_standar_map_unknown_error = /** @type {(inputs: Map_Unknown_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown error`)
};

const id_map_unknown_error = /** @type {(inputs: Map_Unknown_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kesalahan tidak diketahui`)
};

const en_map_unknown_error = /** @type {(inputs: Map_Unknown_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown error`)
};

/**
* | output |
* | --- |
* | "Unknown error" |
*
* @param {Map_Unknown_ErrorInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_unknown_error = /** @type {((inputs?: Map_Unknown_ErrorInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Unknown_ErrorInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_unknown_error(inputs)
	if (locale === "en") return en_map_unknown_error(inputs)
	return id_x_standar_map_unknown_error(inputs)
});