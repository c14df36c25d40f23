/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Ogc_Crs_ValuesInputs */

const id_x_standar_api_ogc_crs_values = /** @type {(inputs: Api_Ogc_Crs_ValuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`crs must be http://www.opengis.net/def/crs/OGC/1.3/CRS84.`)
};

const id_api_ogc_crs_values = /** @type {(inputs: Api_Ogc_Crs_ValuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`crs harus http://www.opengis.net/def/crs/OGC/1.3/CRS84.`)
};

const en_api_ogc_crs_values = /** @type {(inputs: Api_Ogc_Crs_ValuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`crs must be http://www.opengis.net/def/crs/OGC/1.3/CRS84.`)
};

/**
* | output |
* | --- |
* | "crs must be http://www.opengis.net/def/crs/OGC/1.3/CRS84." |
*
* @param {Api_Ogc_Crs_ValuesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_ogc_crs_values = /** @type {((inputs?: Api_Ogc_Crs_ValuesInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Ogc_Crs_ValuesInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_ogc_crs_values(inputs)
	if (locale === "en") return en_api_ogc_crs_values(inputs)
	return id_x_standar_api_ogc_crs_values(inputs)
});