/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Map_Center_Lat_RangeInputs */

const id_x_standar_api_map_center_lat_range = /** @type {(inputs: Api_Map_Center_Lat_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The map centre latitude must be between -90 and 90.`)
};

const id_api_map_center_lat_range = /** @type {(inputs: Api_Map_Center_Lat_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lintang pusat peta harus antara -90 dan 90.`)
};

const en_api_map_center_lat_range = /** @type {(inputs: Api_Map_Center_Lat_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The map centre latitude must be between -90 and 90.`)
};

/**
* | output |
* | --- |
* | "The map centre latitude must be between -90 and 90." |
*
* @param {Api_Map_Center_Lat_RangeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_map_center_lat_range = /** @type {((inputs?: Api_Map_Center_Lat_RangeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Map_Center_Lat_RangeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_map_center_lat_range(inputs)
	if (locale === "en") return en_api_map_center_lat_range(inputs)
	return id_x_standar_api_map_center_lat_range(inputs)
});