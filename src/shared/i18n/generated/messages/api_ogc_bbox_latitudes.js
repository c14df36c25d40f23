/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Ogc_Bbox_LatitudesInputs */

const id_x_standar_api_ogc_bbox_latitudes = /** @type {(inputs: Api_Ogc_Bbox_LatitudesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bbox latitudes must be from -90 to 90.`)
};

const id_api_ogc_bbox_latitudes = /** @type {(inputs: Api_Ogc_Bbox_LatitudesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lintang bbox harus dari -90 sampai 90.`)
};

const en_api_ogc_bbox_latitudes = /** @type {(inputs: Api_Ogc_Bbox_LatitudesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bbox latitudes must be from -90 to 90.`)
};

/**
* | output |
* | --- |
* | "bbox latitudes must be from -90 to 90." |
*
* @param {Api_Ogc_Bbox_LatitudesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_ogc_bbox_latitudes = /** @type {((inputs?: Api_Ogc_Bbox_LatitudesInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Ogc_Bbox_LatitudesInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_ogc_bbox_latitudes(inputs)
	if (locale === "en") return en_api_ogc_bbox_latitudes(inputs)
	return id_x_standar_api_ogc_bbox_latitudes(inputs)
});