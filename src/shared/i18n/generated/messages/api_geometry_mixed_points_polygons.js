/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Geometry_Mixed_Points_PolygonsInputs */

const id_x_standar_api_geometry_mixed_points_polygons = /** @type {(inputs: Api_Geometry_Mixed_Points_PolygonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All shapes must be of one kind (points, lines or polygons); this GeoJSON mixes points and polygons.`)
};

const id_api_geometry_mixed_points_polygons = /** @type {(inputs: Api_Geometry_Mixed_Points_PolygonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Semua bentuk harus satu jenis (titik, garis, atau poligon); GeoJSON ini mencampur titik dan poligon.`)
};

const en_api_geometry_mixed_points_polygons = /** @type {(inputs: Api_Geometry_Mixed_Points_PolygonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All shapes must be of one kind (points, lines or polygons); this GeoJSON mixes points and polygons.`)
};

/**
* | output |
* | --- |
* | "All shapes must be of one kind (points, lines or polygons); this GeoJSON mixes points and polygons." |
*
* @param {Api_Geometry_Mixed_Points_PolygonsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_geometry_mixed_points_polygons = /** @type {((inputs?: Api_Geometry_Mixed_Points_PolygonsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Geometry_Mixed_Points_PolygonsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_geometry_mixed_points_polygons(inputs)
	if (locale === "en") return en_api_geometry_mixed_points_polygons(inputs)
	return id_x_standar_api_geometry_mixed_points_polygons(inputs)
});