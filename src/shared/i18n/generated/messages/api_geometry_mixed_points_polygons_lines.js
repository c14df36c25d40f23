/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Geometry_Mixed_Points_Polygons_LinesInputs */

const id_x_standar_api_geometry_mixed_points_polygons_lines = /** @type {(inputs: Api_Geometry_Mixed_Points_Polygons_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All shapes must be of one kind (points, lines or polygons); this GeoJSON mixes points, polygons and lines.`)
};

const id_api_geometry_mixed_points_polygons_lines = /** @type {(inputs: Api_Geometry_Mixed_Points_Polygons_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Semua bentuk harus satu jenis (titik, garis, atau poligon); GeoJSON ini mencampur titik, poligon, dan garis.`)
};

const en_api_geometry_mixed_points_polygons_lines = /** @type {(inputs: Api_Geometry_Mixed_Points_Polygons_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All shapes must be of one kind (points, lines or polygons); this GeoJSON mixes points, polygons and lines.`)
};

/**
* | output |
* | --- |
* | "All shapes must be of one kind (points, lines or polygons); this GeoJSON mixes points, polygons and lines." |
*
* @param {Api_Geometry_Mixed_Points_Polygons_LinesInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_geometry_mixed_points_polygons_lines = /** @type {((inputs?: Api_Geometry_Mixed_Points_Polygons_LinesInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Geometry_Mixed_Points_Polygons_LinesInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_geometry_mixed_points_polygons_lines(inputs)
	if (locale === "en") return en_api_geometry_mixed_points_polygons_lines(inputs)
	return id_x_standar_api_geometry_mixed_points_polygons_lines(inputs)
});