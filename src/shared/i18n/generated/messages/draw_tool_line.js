/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Draw_Tool_LineInputs */

const id_x_standar_draw_tool_line = /** @type {(inputs: Draw_Tool_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Line`)
};

const id_draw_tool_line = /** @type {(inputs: Draw_Tool_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garis`)
};

const en_draw_tool_line = /** @type {(inputs: Draw_Tool_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Line`)
};

/**
* | output |
* | --- |
* | "Line" |
*
* @param {Draw_Tool_LineInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const draw_tool_line = /** @type {((inputs?: Draw_Tool_LineInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draw_Tool_LineInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_draw_tool_line(inputs)
	if (locale === "en") return en_draw_tool_line(inputs)
	return id_x_standar_draw_tool_line(inputs)
});