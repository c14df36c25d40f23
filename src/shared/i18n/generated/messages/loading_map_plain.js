/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loading_Map_PlainInputs */

const id_x_standar_loading_map_plain = /** @type {(inputs: Loading_Map_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading map...`)
};

const id_loading_map_plain = /** @type {(inputs: Loading_Map_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat peta...`)
};

const en_loading_map_plain = /** @type {(inputs: Loading_Map_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading map...`)
};

/**
* | output |
* | --- |
* | "Loading map..." |
*
* @param {Loading_Map_PlainInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const loading_map_plain = /** @type {((inputs?: Loading_Map_PlainInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loading_Map_PlainInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_loading_map_plain(inputs)
	if (locale === "en") return en_loading_map_plain(inputs)
	return id_x_standar_loading_map_plain(inputs)
});