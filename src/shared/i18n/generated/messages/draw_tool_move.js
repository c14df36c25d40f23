/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Draw_Tool_MoveInputs */

const id_x_standar_draw_tool_move = /** @type {(inputs: Draw_Tool_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move Shape`)
};

const id_draw_tool_move = /** @type {(inputs: Draw_Tool_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pindahkan Bentuk`)
};

const en_draw_tool_move = /** @type {(inputs: Draw_Tool_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move Shape`)
};

/**
* | output |
* | --- |
* | "Move Shape" |
*
* @param {Draw_Tool_MoveInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const draw_tool_move = /** @type {((inputs?: Draw_Tool_MoveInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draw_Tool_MoveInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_draw_tool_move(inputs)
	if (locale === "en") return en_draw_tool_move(inputs)
	return id_x_standar_draw_tool_move(inputs)
});