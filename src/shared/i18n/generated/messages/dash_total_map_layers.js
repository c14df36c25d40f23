/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Total_Map_LayersInputs */

const id_x_standar_dash_total_map_layers = /** @type {(inputs: Dash_Total_Map_LayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Layer Maps`)
};

const id_dash_total_map_layers = /** @type {(inputs: Dash_Total_Map_LayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Lapisan Peta`)
};

const en_dash_total_map_layers = /** @type {(inputs: Dash_Total_Map_LayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Map Layers`)
};

/**
* | output |
* | --- |
* | "Total Map Layers" |
*
* @param {Dash_Total_Map_LayersInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const dash_total_map_layers = /** @type {((inputs?: Dash_Total_Map_LayersInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Total_Map_LayersInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_dash_total_map_layers(inputs)
	if (locale === "en") return en_dash_total_map_layers(inputs)
	return id_x_standar_dash_total_map_layers(inputs)
});