/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Geom_Type_PolygonInputs */

const id_x_standar_geom_type_polygon = /** @type {(inputs: Geom_Type_PolygonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Polygon`)
};

const id_geom_type_polygon = /** @type {(inputs: Geom_Type_PolygonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poligon`)
};

const en_geom_type_polygon = /** @type {(inputs: Geom_Type_PolygonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Polygon`)
};

/**
* | output |
* | --- |
* | "Polygon" |
*
* @param {Geom_Type_PolygonInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const geom_type_polygon = /** @type {((inputs?: Geom_Type_PolygonInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Geom_Type_PolygonInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_geom_type_polygon(inputs)
	if (locale === "en") return en_geom_type_polygon(inputs)
	return id_x_standar_geom_type_polygon(inputs)
});