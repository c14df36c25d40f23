/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Draw_Tool_CircleInputs */

const id_x_standar_draw_tool_circle = /** @type {(inputs: Draw_Tool_CircleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Circle`)
};

const id_draw_tool_circle = /** @type {(inputs: Draw_Tool_CircleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lingkaran`)
};

const en_draw_tool_circle = /** @type {(inputs: Draw_Tool_CircleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Circle`)
};

/**
* | output |
* | --- |
* | "Circle" |
*
* @param {Draw_Tool_CircleInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const draw_tool_circle = /** @type {((inputs?: Draw_Tool_CircleInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draw_Tool_CircleInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_draw_tool_circle(inputs)
	if (locale === "en") return en_draw_tool_circle(inputs)
	return id_x_standar_draw_tool_circle(inputs)
});