/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Draw_Tool_MarkerInputs */

const id_x_standar_draw_tool_marker = /** @type {(inputs: Draw_Tool_MarkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marker`)
};

const id_draw_tool_marker = /** @type {(inputs: Draw_Tool_MarkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penanda`)
};

const en_draw_tool_marker = /** @type {(inputs: Draw_Tool_MarkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marker`)
};

/**
* | output |
* | --- |
* | "Marker" |
*
* @param {Draw_Tool_MarkerInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const draw_tool_marker = /** @type {((inputs?: Draw_Tool_MarkerInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draw_Tool_MarkerInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_draw_tool_marker(inputs)
	if (locale === "en") return en_draw_tool_marker(inputs)
	return id_x_standar_draw_tool_marker(inputs)
});