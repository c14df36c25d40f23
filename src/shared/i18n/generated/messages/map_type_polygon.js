/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Map_Type_PolygonInputs */

const id_x_standar_map_type_polygon = /** @type {(inputs: Map_Type_PolygonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Polygon`)
};

const id_map_type_polygon = /** @type {(inputs: Map_Type_PolygonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poligon`)
};

const en_map_type_polygon = /** @type {(inputs: Map_Type_PolygonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Polygon`)
};

/**
* | output |
* | --- |
* | "Polygon" |
*
* @param {Map_Type_PolygonInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const map_type_polygon = /** @type {((inputs?: Map_Type_PolygonInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Map_Type_PolygonInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_map_type_polygon(inputs)
	if (locale === "en") return en_map_type_polygon(inputs)
	return id_x_standar_map_type_polygon(inputs)
});