/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Polygon_MinInputs */

const id_x_standar_api_polygon_min = /** @type {(inputs: Api_Polygon_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A polygon needs at least one ring.`)
};

const id_api_polygon_min = /** @type {(inputs: Api_Polygon_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poligon memerlukan sedikitnya satu cincin.`)
};

const en_api_polygon_min = /** @type {(inputs: Api_Polygon_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A polygon needs at least one ring.`)
};

/**
* | output |
* | --- |
* | "A polygon needs at least one ring." |
*
* @param {Api_Polygon_MinInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_polygon_min = /** @type {((inputs?: Api_Polygon_MinInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Polygon_MinInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_polygon_min(inputs)
	if (locale === "en") return en_api_polygon_min(inputs)
	return id_x_standar_api_polygon_min(inputs)
});