/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Ogc_Bbox_NumbersInputs */

const id_x_standar_api_ogc_bbox_numbers = /** @type {(inputs: Api_Ogc_Bbox_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bbox must be four numbers: minLon,minLat,maxLon,maxLat (or six with heights).`)
};

const id_api_ogc_bbox_numbers = /** @type {(inputs: Api_Ogc_Bbox_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bbox harus berupa empat angka: minLon,minLat,maxLon,maxLat (atau enam dengan ketinggian).`)
};

const en_api_ogc_bbox_numbers = /** @type {(inputs: Api_Ogc_Bbox_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bbox must be four numbers: minLon,minLat,maxLon,maxLat (or six with heights).`)
};

/**
* | output |
* | --- |
* | "bbox must be four numbers: minLon,minLat,maxLon,maxLat (or six with heights)." |
*
* @param {Api_Ogc_Bbox_NumbersInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_ogc_bbox_numbers = /** @type {((inputs?: Api_Ogc_Bbox_NumbersInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Ogc_Bbox_NumbersInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_ogc_bbox_numbers(inputs)
	if (locale === "en") return en_api_ogc_bbox_numbers(inputs)
	return id_x_standar_api_ogc_bbox_numbers(inputs)
});