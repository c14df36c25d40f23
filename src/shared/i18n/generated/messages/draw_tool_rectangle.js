/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Draw_Tool_RectangleInputs */

const id_x_standar_draw_tool_rectangle = /** @type {(inputs: Draw_Tool_RectangleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rectangle`)
};

const id_draw_tool_rectangle = /** @type {(inputs: Draw_Tool_RectangleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persegi Panjang`)
};

const en_draw_tool_rectangle = /** @type {(inputs: Draw_Tool_RectangleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rectangle`)
};

/**
* | output |
* | --- |
* | "Rectangle" |
*
* @param {Draw_Tool_RectangleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const draw_tool_rectangle = /** @type {((inputs?: Draw_Tool_RectangleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draw_Tool_RectangleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_draw_tool_rectangle(inputs)
	if (locale === "en") return en_draw_tool_rectangle(inputs)
	return id_x_standar_draw_tool_rectangle(inputs)
});