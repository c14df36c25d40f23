/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Ogc_Bbox_LongitudesInputs */

const id_x_standar_api_ogc_bbox_longitudes = /** @type {(inputs: Api_Ogc_Bbox_LongitudesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bbox longitudes must be from -180 to 180.`)
};

const id_api_ogc_bbox_longitudes = /** @type {(inputs: Api_Ogc_Bbox_LongitudesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bujur bbox harus dari -180 sampai 180.`)
};

const en_api_ogc_bbox_longitudes = /** @type {(inputs: Api_Ogc_Bbox_LongitudesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bbox longitudes must be from -180 to 180.`)
};

/**
* | output |
* | --- |
* | "bbox longitudes must be from -180 to 180." |
*
* @param {Api_Ogc_Bbox_LongitudesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_ogc_bbox_longitudes = /** @type {((inputs?: Api_Ogc_Bbox_LongitudesInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Ogc_Bbox_LongitudesInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_ogc_bbox_longitudes(inputs)
	if (locale === "en") return en_api_ogc_bbox_longitudes(inputs)
	return id_x_standar_api_ogc_bbox_longitudes(inputs)
});