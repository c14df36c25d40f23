/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loading_Map_DataInputs */

const id_x_standar_loading_map_data = /** @type {(inputs: Loading_Map_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat data peta...`)
};

const id_loading_map_data = /** @type {(inputs: Loading_Map_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat data peta...`)
};

const en_loading_map_data = /** @type {(inputs: Loading_Map_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading map data...`)
};

/**
* | output |
* | --- |
* | "Loading map data..." |
*
* @param {Loading_Map_DataInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const loading_map_data = /** @type {((inputs?: Loading_Map_DataInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loading_Map_DataInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_loading_map_data(inputs)
	if (locale === "en") return en_loading_map_data(inputs)
	return id_x_standar_loading_map_data(inputs)
});