/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Map_Center_Lng_RangeInputs */

const id_x_standar_api_map_center_lng_range = /** @type {(inputs: Api_Map_Center_Lng_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The map centre longitude must be between -180 and 180.`)
};

const id_api_map_center_lng_range = /** @type {(inputs: Api_Map_Center_Lng_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bujur pusat peta harus antara -180 dan 180.`)
};

const en_api_map_center_lng_range = /** @type {(inputs: Api_Map_Center_Lng_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The map centre longitude must be between -180 and 180.`)
};

/**
* | output |
* | --- |
* | "The map centre longitude must be between -180 and 180." |
*
* @param {Api_Map_Center_Lng_RangeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_map_center_lng_range = /** @type {((inputs?: Api_Map_Center_Lng_RangeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Map_Center_Lng_RangeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_map_center_lng_range(inputs)
	if (locale === "en") return en_api_map_center_lng_range(inputs)
	return id_x_standar_api_map_center_lng_range(inputs)
});