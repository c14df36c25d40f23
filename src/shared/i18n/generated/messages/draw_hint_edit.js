/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Draw_Hint_EditInputs */

const id_x_standar_draw_hint_edit = /** @type {(inputs: Draw_Hint_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Click a shape to select it, then drag its corners; click a midpoint to add one.`)
};

const id_draw_hint_edit = /** @type {(inputs: Draw_Hint_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klik bentuk untuk memilihnya, lalu seret sudut-sudutnya; klik titik tengah sisi untuk menambah sudut.`)
};

const en_draw_hint_edit = /** @type {(inputs: Draw_Hint_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Click a shape to select it, then drag its corners; click a midpoint to add one.`)
};

/**
* | output |
* | --- |
* | "Click a shape to select it, then drag its corners; click a midpoint to add one." |
*
* @param {Draw_Hint_EditInputs} inputs
* @param {{ locale?: "id-x-standar" | "id" | "en" }} options
* @returns {LocalizedString}
*/
export const draw_hint_edit = /** @type {((inputs?: Draw_Hint_EditInputs, options?: { locale?: "id-x-standar" | "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draw_Hint_EditInputs, { locale?: "id-x-standar" | "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "id") return id_draw_hint_edit(inputs)
	if (locale === "en") return en_draw_hint_edit(inputs)
	return id_x_standar_draw_hint_edit(inputs)
});