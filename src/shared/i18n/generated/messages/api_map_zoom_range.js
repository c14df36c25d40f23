/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Map_Zoom_RangeInputs */

const id_x_standar_api_map_zoom_range = /** @type {(inputs: Api_Map_Zoom_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The map zoom must be between 0 and 22.`)
};

const id_api_map_zoom_range = /** @type {(inputs: Api_Map_Zoom_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom peta harus antara 0 dan 22.`)
};

const en_api_map_zoom_range = /** @type {(inputs: Api_Map_Zoom_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The map zoom must be between 0 and 22.`)
};

/**
* | output |
* | --- |
* | "The map zoom must be between 0 and 22." |
*
* @param {Api_Map_Zoom_RangeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_map_zoom_range = /** @type {((inputs?: Api_Map_Zoom_RangeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Map_Zoom_RangeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_map_zoom_range(inputs)
	if (locale === "en") return en_api_map_zoom_range(inputs)
	return id_x_standar_api_map_zoom_range(inputs)
});