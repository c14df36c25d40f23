/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Draw_Tool_PolygonInputs */

const id_x_standar_draw_tool_polygon = /** @type {(inputs: Draw_Tool_PolygonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Polygon`)
};

const id_draw_tool_polygon = /** @type {(inputs: Draw_Tool_PolygonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poligon`)
};

const en_draw_tool_polygon = /** @type {(inputs: Draw_Tool_PolygonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Polygon`)
};

/**
* | output |
* | --- |
* | "Polygon" |
*
* @param {Draw_Tool_PolygonInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const draw_tool_polygon = /** @type {((inputs?: Draw_Tool_PolygonInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draw_Tool_PolygonInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_draw_tool_polygon(inputs)
	if (locale === "en") return en_draw_tool_polygon(inputs)
	return id_x_standar_draw_tool_polygon(inputs)
});