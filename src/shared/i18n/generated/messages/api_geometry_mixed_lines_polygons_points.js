/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Geometry_Mixed_Lines_Polygons_PointsInputs */

const id_x_standar_api_geometry_mixed_lines_polygons_points = /** @type {(inputs: Api_Geometry_Mixed_Lines_Polygons_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All shapes must be of one kind (points, lines or polygons); this GeoJSON mixes lines, polygons and points.`)
};

const id_api_geometry_mixed_lines_polygons_points = /** @type {(inputs: Api_Geometry_Mixed_Lines_Polygons_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Semua bentuk harus satu jenis (titik, garis, atau poligon); GeoJSON ini mencampur garis, poligon, dan titik.`)
};

const en_api_geometry_mixed_lines_polygons_points = /** @type {(inputs: Api_Geometry_Mixed_Lines_Polygons_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All shapes must be of one kind (points, lines or polygons); this GeoJSON mixes lines, polygons and points.`)
};

/**
* | output |
* | --- |
* | "All shapes must be of one kind (points, lines or polygons); this GeoJSON mixes lines, polygons and points." |
*
* @param {Api_Geometry_Mixed_Lines_Polygons_PointsInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const api_geometry_mixed_lines_polygons_points = /** @type {((inputs?: Api_Geometry_Mixed_Lines_Polygons_PointsInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Geometry_Mixed_Lines_Polygons_PointsInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_api_geometry_mixed_lines_polygons_points(inputs)
	if (locale === "en") return en_api_geometry_mixed_lines_polygons_points(inputs)
	return id_x_standar_api_geometry_mixed_lines_polygons_points(inputs)
});