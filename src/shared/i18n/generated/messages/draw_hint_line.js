/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Draw_Hint_LineInputs */

const id_x_standar_draw_hint_line = /** @type {(inputs: Draw_Hint_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Click to add points; double-click or click the last point to finish.`)
};

const id_draw_hint_line = /** @type {(inputs: Draw_Hint_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klik untuk menambah titik; klik dua kali atau klik titik terakhir untuk selesai.`)
};

const en_draw_hint_line = /** @type {(inputs: Draw_Hint_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Click to add points; double-click or click the last point to finish.`)
};

/**
* | output |
* | --- |
* | "Click to add points; double-click or click the last point to finish." |
*
* @param {Draw_Hint_LineInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const draw_hint_line = /** @type {((inputs?: Draw_Hint_LineInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draw_Hint_LineInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_draw_hint_line(inputs)
	if (locale === "en") return en_draw_hint_line(inputs)
	return id_x_standar_draw_hint_line(inputs)
});