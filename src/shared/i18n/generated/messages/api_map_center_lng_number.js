/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Map_Center_Lng_NumberInputs */

const id_x_standar_api_map_center_lng_number = /** @type {(inputs: Api_Map_Center_Lng_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The map centre longitude must be a number.`)
};

const id_api_map_center_lng_number = /** @type {(inputs: Api_Map_Center_Lng_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bujur pusat peta harus berupa angka.`)
};

const en_api_map_center_lng_number = /** @type {(inputs: Api_Map_Center_Lng_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The map centre longitude must be a number.`)
};

/**
* | output |
* | --- |
* | "The map centre longitude must be a number." |
*
* @param {Api_Map_Center_Lng_NumberInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_map_center_lng_number = /** @type {((inputs?: Api_Map_Center_Lng_NumberInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Map_Center_Lng_NumberInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_map_center_lng_number(inputs)
	if (locale === "en") return en_api_map_center_lng_number(inputs)
	return id_x_standar_api_map_center_lng_number(inputs)
});