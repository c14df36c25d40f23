/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Geometry_Mixed_Polygons_Points_LinesInputs */

const id_x_standar_api_geometry_mixed_polygons_points_lines = /** @type {(inputs: Api_Geometry_Mixed_Polygons_Points_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All shapes must be of one kind (points, lines or polygons); this GeoJSON mixes polygons, points and lines.`)
};

const id_api_geometry_mixed_polygons_points_lines = /** @type {(inputs: Api_Geometry_Mixed_Polygons_Points_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Semua bentuk harus satu jenis (titik, garis, atau poligon); GeoJSON ini mencampur poligon, titik, dan garis.`)
};

const en_api_geometry_mixed_polygons_points_lines = /** @type {(inputs: Api_Geometry_Mixed_Polygons_Points_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All shapes must be of one kind (points, lines or polygons); this GeoJSON mixes polygons, points and lines.`)
};

/**
* | output |
* | --- |
* | "All shapes must be of one kind (points, lines or polygons); this GeoJSON mixes polygons, points and lines." |
*
* @param {Api_Geometry_Mixed_Polygons_Points_LinesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_geometry_mixed_polygons_points_lines = /** @type {((inputs?: Api_Geometry_Mixed_Polygons_Points_LinesInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Geometry_Mixed_Polygons_Points_LinesInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_geometry_mixed_polygons_points_lines(inputs)
	if (locale === "en") return en_api_geometry_mixed_polygons_points_lines(inputs)
	return id_x_standar_api_geometry_mixed_polygons_points_lines(inputs)
});