/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Draw_Hint_MoveInputs */

const id_x_standar_draw_hint_move = /** @type {(inputs: Draw_Hint_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Click a shape to select it, then drag it.`)
};

const id_draw_hint_move = /** @type {(inputs: Draw_Hint_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klik bentuk untuk memilihnya, lalu seret bentuk itu.`)
};

const en_draw_hint_move = /** @type {(inputs: Draw_Hint_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Click a shape to select it, then drag it.`)
};

/**
* | output |
* | --- |
* | "Click a shape to select it, then drag it." |
*
* @param {Draw_Hint_MoveInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const draw_hint_move = /** @type {((inputs?: Draw_Hint_MoveInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draw_Hint_MoveInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_draw_hint_move(inputs)
	if (locale === "en") return en_draw_hint_move(inputs)
	return id_x_standar_draw_hint_move(inputs)
});