/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown> }} Api_Geometry_Unknown_TypeInputs */

const id_x_standar_api_geometry_unknown_type = /** @type {(inputs: Api_Geometry_Unknown_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unknown geometry type "${i?.type}"; use Point, MultiPoint, LineString, MultiLineString, Polygon or MultiPolygon.`)
};

const id_api_geometry_unknown_type = /** @type {(inputs: Api_Geometry_Unknown_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jenis geometri "${i?.type}" tidak dikenal; gunakan Point, MultiPoint, LineString, MultiLineString, Polygon, atau MultiPolygon.`)
};

const en_api_geometry_unknown_type = /** @type {(inputs: Api_Geometry_Unknown_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unknown geometry type "${i?.type}"; use Point, MultiPoint, LineString, MultiLineString, Polygon or MultiPolygon.`)
};

/**
* | output |
* | --- |
* | "Unknown geometry type \"{type}\"; use Point, MultiPoint, LineString, MultiLineString, Polygon or MultiPolygon." |
*
* @param {Api_Geometry_Unknown_TypeInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_geometry_unknown_type = /** @type {((inputs: Api_Geometry_Unknown_TypeInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Geometry_Unknown_TypeInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_geometry_unknown_type(inputs)
	if (locale === "en") return en_api_geometry_unknown_type(inputs)
	return id_x_standar_api_geometry_unknown_type(inputs)
});