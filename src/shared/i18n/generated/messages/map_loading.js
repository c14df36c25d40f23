/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_LoadingInputs */

const id_x_standar_map_loading = /** @type {(inputs: Map_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading map...`)
};

const id_map_loading = /** @type {(inputs: Map_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat peta...`)
};

const en_map_loading = /** @type {(inputs: Map_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading map...`)
};

/**
* | output |
* | --- |
* | "Loading map..." |
*
* @param {Map_LoadingInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_loading = /** @type {((inputs?: Map_LoadingInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_LoadingInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_loading(inputs)
	if (locale === "en") return en_map_loading(inputs)
	return id_x_standar_map_loading(inputs)
});