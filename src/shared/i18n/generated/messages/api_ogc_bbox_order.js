/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Ogc_Bbox_OrderInputs */

const id_x_standar_api_ogc_bbox_order = /** @type {(inputs: Api_Ogc_Bbox_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bbox must give the south edge (minLat) before the north edge.`)
};

const id_api_ogc_bbox_order = /** @type {(inputs: Api_Ogc_Bbox_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bbox harus menyebut tepi selatan (minLat) sebelum tepi utara.`)
};

const en_api_ogc_bbox_order = /** @type {(inputs: Api_Ogc_Bbox_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bbox must give the south edge (minLat) before the north edge.`)
};

/**
* | output |
* | --- |
* | "bbox must give the south edge (minLat) before the north edge." |
*
* @param {Api_Ogc_Bbox_OrderInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_ogc_bbox_order = /** @type {((inputs?: Api_Ogc_Bbox_OrderInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Ogc_Bbox_OrderInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_ogc_bbox_order(inputs)
	if (locale === "en") return en_api_ogc_bbox_order(inputs)
	return id_x_standar_api_ogc_bbox_order(inputs)
});